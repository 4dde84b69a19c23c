import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './global-loading.css';

export interface GlobalLoading {
  loading: boolean;
  /** Shows the please-wait modal until the work settles; overlapping calls keep it up until the last ends. */
  whileLoading: <T>(work: Promise<T> | (() => Promise<T>)) => Promise<T>;
}

const GlobalLoadingContext = createContext<GlobalLoading | null>(null);

/** Spec §2: a blocking "please wait" modal with a spinner while the global loading flag is set. */
export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);

  const whileLoading = useCallback(async <T,>(work: Promise<T> | (() => Promise<T>)): Promise<T> => {
    setPending((count) => count + 1);
    try {
      return await (typeof work === 'function' ? work() : work);
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  const value = useMemo(() => ({ loading: pending > 0, whileLoading }), [pending, whileLoading]);

  return (
    <GlobalLoadingContext.Provider value={value}>
      {children}
      {pending > 0 && <PleaseWait />}
    </GlobalLoadingContext.Provider>
  );
}

function PleaseWait() {
  const { t } = useTranslation();
  return (
    <div className="please-wait-backdrop">
      <div
        className="please-wait"
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="please-wait"
      >
        <span className="spinner" aria-hidden="true" />
        <p id="please-wait">{t('shell.pleaseWait')}</p>
      </div>
    </div>
  );
}

export function useGlobalLoading(): GlobalLoading {
  const value = useContext(GlobalLoadingContext);
  if (!value) throw new Error('useGlobalLoading must be used inside a GlobalLoadingProvider');
  return value;
}
