import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './fields.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input; its hint and error are read with it (aria-describedby), and an error marks it invalid. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  name: string;
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** The form's own refusal (from the API), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

interface OneTimeCodeFieldProps {
  /** `code` unless the form names it otherwise. */
  name?: string;
  label: string;
  hint?: string;
  error: string | undefined;
}

/** A six-digit one-time code, e-mailed or from an authenticator app: digits only, and the device may offer it. */
export function OneTimeCodeField({ name = 'code', label, hint, error }: OneTimeCodeFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
    />
  );
}

/** An e-mail address, named `email`: the e-mail keyboard, and the browser may fill in the reader's address. */
export function EmailField({ label, error }: { label: string; error: string | undefined }) {
  return (
    <TextField name="email" type="email" label={label} autoComplete="email" inputMode="email" error={error} />
  );
}
