import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import {
  changeProfile,
  type FormAnswer,
  type FormPath,
  fetchForm,
  type ProfileChangeAnswer,
  saveForm,
} from './api.ts';

export type FormValues = Record<string, unknown>;

/** A field's error as a token, translated when shown: an i18n key or "api:CODE". */
export type FieldErrors = Record<string, string>;

/** How long typing pauses before the draft is saved on the server. */
export const draftDelayMs = 1000;

/**
 * The API's 422 answer listed per field ("body.idCardAddress.province") as the form's own names
 * ("idCardAddress.province"); a code the catalogue knows is shown as such, anything else as "check this field".
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { form: 'api:INTERNAL_ERROR' };
  const fields: FieldErrors = {};
  for (const problem of error.errors) {
    const name = problem.field.replace(/^body\.(general\.|personal\.)?/, '');
    const required = ['any.required', 'string.empty'].includes(problem.code);
    // The API's own refusals of a field (a name mismatch, a missing book-bank photo) keep their message.
    fields[name] = /^(KYC|CHANGE_REQUEST)_/.test(problem.code)
      ? `api:${problem.code}`
      : required
        ? 'kyc.validation.required'
        : 'kyc.validation.invalid';
  }
  // A refusal that is not a plain validation (a DOPA mismatch) keeps its own message above the marked fields.
  if (error.errors.length === 0 || error.code !== 'VALIDATION_FAILED') fields.form = `api:${error.code}`;
  return fields;
}

/**
 * A KYC form whose typing is kept on the server as a draft (spec: nothing typed is lost on a refresh): it loads
 * the draft, else what was saved, saves a draft a second after the last change, on blur and when the page is
 * left, and stops once the form is sent for real.
 */
export function useKycForm<P extends FormPath>(
  path: P,
  fields: readonly string[],
  fromAnswer: (a: FormAnswer<P>) => FormValues,
) {
  const [answer, setAnswer] = useState<FormAnswer<P> | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [values, setValues] = useState<FormValues>({});
  const latest = useRef<FormValues>({});
  const dirty = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const convert = useRef(fromAnswer);
  // A verified investor's typing is not kept as a draft: their forms change the profile only when sent.
  const verified = answer?.status === 'VERIFIED';
  const draftsOff = useRef(false);
  draftsOff.current = verified;

  useEffect(() => {
    let live = true;
    fetchForm(path)
      .then((loaded) => {
        if (!live) return;
        const restored = convert.current(loaded);
        latest.current = restored;
        setValues(restored);
        setAnswer(loaded);
      })
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
  }, [path]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!dirty.current || draftsOff.current) return;
    dirty.current = false;
    const draft = Object.fromEntries(
      fields.filter((name) => latest.current[name] !== undefined).map((name) => [name, latest.current[name]]),
    );
    saveForm(path, { draft: true, ...draft }).catch((error: unknown) => {
      // A refused draft (a settled step) changes nothing on screen; the real submit reports why.
      console.error('The draft could not be saved.', error);
    });
  }, [path, fields]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const set = useCallback(
    (name: string, value: unknown) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      dirty.current = true;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, draftDelayMs);
    },
    [flush],
  );

  /** Sends the form for real; the pending draft is dropped, the server clears its own. */
  const submit = useCallback(
    async <T>(body: FormValues): Promise<T> => {
      window.clearTimeout(timer.current);
      dirty.current = false;
      return saveForm<T>(path, { ...body, draft: false });
    },
    [path],
  );

  /** A verified investor's change: contact details apply at once, the rest goes to compliance. */
  const change = useCallback(
    (body: FormValues, fileIds: string[] = []): Promise<ProfileChangeAnswer> => {
      window.clearTimeout(timer.current);
      dirty.current = false;
      return changeProfile(path === '/kyc/general' ? 'general' : 'personal', body, fileIds);
    },
    [path],
  );

  return { answer, loadError, values, set, flush, submit, verified, change };
}

/** A value of the form as text, for inputs. */
export const textOf = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
