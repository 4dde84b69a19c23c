import { isErrorCode } from '@fund/domain';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import type { FieldErrors } from './use-kyc-form.ts';

export interface Choice {
  value: string;
  th: string;
  en: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled select of bilingual choices, shown in the reader's language, in the order given (Thai first). */
export function SelectField({ label, value, choices, onChange, error, ...select }: SelectFieldProps) {
  const id = useId();
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{t('kyc.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {language === 'en' ? choice.en : choice.th}
          </option>
        ))}
      </select>
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** The text of a field's error token in the reader's language. */
export function useErrorText(errors: FieldErrors) {
  const translateToken = useTokenText();
  return (name: string): string | undefined => {
    const token = errors[name];
    return token ? translateToken(token) : undefined;
  };
}

/**
 * An error token in the reader's language: an i18n key, or "api:CODE" from the catalogue; the onboarding codes
 * being added to the catalogue alongside these screens have their own texts here until then.
 */
export function useTokenText() {
  const { t, i18n } = useTranslation();
  const translate = useErrorMessage();
  return (token: string): string => {
    if (!token.startsWith('api:')) return t(token);
    const code = token.slice(4);
    return !isErrorCode(code) && i18n.exists(`kyc.errors.${code}`)
      ? t(`kyc.errors.${code}`)
      : translate(code);
  };
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="section-card stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
