import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/i18n/use-language.ts';

/**
 * An error is kept as a token, not a sentence, so a language switch re-translates what is on screen:
 * an i18n key ("validation.emailInvalid") or an API code ("api:AUTH_OTP_INVALID").
 */
export type ErrorToken = string;

export type FormErrors<F extends string> = Partial<Record<F | 'form', ErrorToken>>;

export function apiErrorToken(error: unknown): ErrorToken {
  return `api:${error instanceof ApiError ? error.code : 'INTERNAL_ERROR'}`;
}

/** Field errors of a form, their text in the reader's language, and focus on the first one after each check. */
export function useFormErrors<F extends string>() {
  const { t } = useTranslation();
  const translateError = useErrorMessage();
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const show = useCallback((next: FormErrors<F>) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  }, []);

  const clear = useCallback(() => setErrors({}), []);

  const text = (field: F | 'form'): string | undefined => {
    const token: string | undefined = errors[field];
    if (!token) return undefined;
    return token.startsWith('api:') ? translateError(token.slice(4)) : t(token);
  };

  const hasErrors = Object.values(errors).some(Boolean);

  return { formRef, errors, show, clear, text, hasErrors };
}
