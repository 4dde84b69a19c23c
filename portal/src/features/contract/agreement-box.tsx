import type { AgreementKey } from '@fund/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/form/fields.tsx';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import type { ContractState } from './api.ts';
import './contract.css';

interface AgreementBoxProps {
  agreement: ContractState['agreements'][number];
  readToEnd: boolean;
  accepted: boolean;
  onReadToEnd: (key: AgreementKey) => void;
  onAccept: (accepted: boolean) => void;
}

/**
 * One agreement in its own scroll box. Spec §5: it can be accepted only once read to its end, which a sentinel
 * after the last paragraph tells (IntersectionObserver inside the box); a text that fits without scrolling
 * counts as read, and without IntersectionObserver the box's scroll position decides.
 */
export function AgreementBox({ agreement, readToEnd, accepted, onReadToEnd, onAccept }: AgreementBoxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const boxRef = useRef<HTMLElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const title = agreement.title[language];

  useEffect(() => {
    const box = boxRef.current;
    const end = endRef.current;
    if (readToEnd || !box || !end) return;
    const key = agreement.key;
    if (box.clientHeight > 0 && box.scrollHeight <= box.clientHeight + 1) {
      onReadToEnd(key);
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      const onScroll = () => {
        if (box.scrollTop + box.clientHeight >= box.scrollHeight - 2) onReadToEnd(key);
      };
      box.addEventListener('scroll', onScroll, { passive: true });
      return () => box.removeEventListener('scroll', onScroll);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReadToEnd(key);
      },
      { root: box, threshold: 1 },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [readToEnd, onReadToEnd, agreement.key]);

  return (
    <div className="section-card stack">
      <h2>{title}</h2>
      {/* The box scrolls on its own, so keyboard readers can reach it and scroll with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard */}
      <section ref={boxRef} className="agreement-box" aria-label={title} tabIndex={0}>
        {agreement.paragraphs[language].map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <div ref={endRef} className="agreement-end" data-testid={`agreement-end-${agreement.key}`} />
      </section>
      {!readToEnd && <p className="muted">{t('questionnaires.contract.readToEnd')}</p>}
      <CheckboxField
        name={agreement.key}
        label={t('questionnaires.contract.accept', { title })}
        checked={accepted}
        disabled={!readToEnd}
        onChange={(event) => onAccept(event.target.checked)}
      />
    </div>
  );
}
