import type { ContactTopic } from '@fund/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../dialog/modal-dialog.tsx';

/** Spec §9: the interest popup is 600 wide. */
export const interestPopupWidth = 600;

export interface InterestPopup {
  isOpen: boolean;
  open: (strategy?: string, topic?: ContactTopic) => void;
  close: () => void;
  /** The strategy the popup was opened for, if any. */
  strategy: string | undefined;
  /** The topic the popup was opened for (a company's account opening), chosen in the form. */
  topic: ContactTopic | undefined;
}

const InterestPopupContext = createContext<InterestPopup | null>(null);

interface InterestPopupProviderProps {
  /** The form shown inside; the app supplies it so this container stays free of feature code. */
  content: ReactNode;
  children: ReactNode;
}

/** Spec §2: the shell holds a container for the embedded interest-form popup. */
export function InterestPopupProvider({ content, children }: InterestPopupProviderProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ open: boolean; strategy?: string; topic?: ContactTopic }>({
    open: false,
  });
  const open = useCallback(
    (strategy?: string, topic?: ContactTopic) => setState({ open: true, strategy, topic }),
    [],
  );
  const close = useCallback(() => setState({ open: false }), []);
  const value = useMemo(
    () => ({ isOpen: state.open, open, close, strategy: state.strategy, topic: state.topic }),
    [state, open, close],
  );
  return (
    <InterestPopupContext.Provider value={value}>
      {children}
      {state.open && (
        <ModalDialog title={t('interest.title')} width={interestPopupWidth} onClose={close}>
          {content}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              {t('interest.close')}
            </button>
          </div>
        </ModalDialog>
      )}
    </InterestPopupContext.Provider>
  );
}

export function useInterestPopup(): InterestPopup {
  const value = useContext(InterestPopupContext);
  if (!value) throw new Error('useInterestPopup must be used inside an InterestPopupProvider');
  return value;
}
