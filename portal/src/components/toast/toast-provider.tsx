import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { type Toast, ToastList } from './toast-list.tsx';

/** Spec §9: toasts close by themselves after 5000 ms unless told otherwise. */
export const toastAutoCloseMs = 5000;

export interface ToastInput {
  /** A fixed id (such as '401') makes a repeat replace the toast already shown rather than stack. */
  id?: string;
  kind?: Toast['kind'];
  message: string;
  autoCloseMs?: number;
}

export interface ToastApi {
  showToast: (toast: ToastInput) => string;
  dismissToast: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const sequence = useRef(0);

  const dismissToast = useCallback((id: string) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback((input: ToastInput) => {
    sequence.current += 1;
    const id = input.id ?? `toast-${sequence.current}`;
    const toast: Toast = {
      id,
      key: `${id}:${sequence.current}`,
      kind: input.kind ?? 'info',
      message: input.message,
      autoCloseMs: input.autoCloseMs ?? toastAutoCloseMs,
    };
    setToasts((shown) => [...shown.filter((existing) => existing.id !== id), toast]);
    return id;
  }, []);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastList toasts={toasts} onDismiss={dismissToast} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
