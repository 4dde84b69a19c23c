import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './toast.css';

export interface Toast {
  id: string;
  /** Changes on every show, so a replaced toast restarts its timer. */
  key: string;
  kind: 'success' | 'error' | 'info';
  message: string;
  autoCloseMs: number;
}

interface ToastListProps {
  toasts: Toast[];
  onDismiss: (id: string) => void;
}

export function ToastList({ toasts, onDismiss }: ToastListProps) {
  return (
    <div className="toast-list">
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);

  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p>{toast.message}</p>
      <button
        type="button"
        className="toast-close"
        aria-label={t('toast.close')}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
