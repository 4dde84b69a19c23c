import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  children: ReactNode;
  /** Escape closes the dialog when given. */
  onClose?: () => void;
  /** CSS width cap; the dialog never grows past the screen. */
  width?: number;
  modal?: boolean;
  className?: string;
}

/** A dialog named by its visible heading; focus moves into it on open and back where it was on close. */
export function ModalDialog({
  title,
  children,
  onClose,
  width = 460,
  modal = true,
  className,
}: ModalDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const dialog = (
    <div
      ref={ref}
      className={`modal-dialog ${className ?? ''}`}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ maxWidth: `min(${width}px, calc(100vw - 32px))` }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </div>
  );
  return modal ? <div className="modal-backdrop">{dialog}</div> : dialog;
}
