import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, holdPageBehind } from './page-inert.ts';
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

/**
 * A dialog named by its visible heading. As a modal it sits above the page: focus moves into it on open,
 * Tab and Shift+Tab stay inside it, the page behind is inert, and focus goes back to the opener on close.
 * jsdom has no showModal(), so the trap is done here rather than with a native <dialog>.
 */
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
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const release = modal && layerRef.current ? holdPageBehind(layerRef.current) : undefined;
    // A field that focused itself on mount keeps the focus; otherwise the dialog itself takes it.
    if (!ref.current?.contains(document.activeElement)) ref.current?.focus();
    return () => {
      release?.();
      previous?.focus?.();
    };
  }, [modal]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !modal || !ref.current) return;
    const focusable = focusableIn(ref.current);
    event.preventDefault();
    if (focusable.length === 0) {
      ref.current.focus();
      return;
    }
    const at = focusable.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey
      ? at <= 0
        ? focusable.length - 1
        : at - 1
      : at === -1 || at === focusable.length - 1
        ? 0
        : at + 1;
    focusable[next]?.focus();
  };

  const dialog = (
    <div
      ref={ref}
      className={`modal-dialog ${className ?? ''}`}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ maxWidth: `min(${width}px, calc(100vw - 32px))` }}
      onKeyDown={handleKeyDown}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </div>
  );
  if (!modal) return dialog;
  // The modal is moved to the end of <body> so that everything else on the page can be made inert at once.
  return createPortal(
    <div ref={layerRef} className="modal-backdrop">
      {dialog}
    </div>,
    document.body,
  );
}
