import { FormField } from './form-field.tsx';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The e-mail field both enquiry forms share. */
export function EmailField({ id, label, value, error, onChange }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete="email"
          maxLength={254}
          inputMode="email"
          name="email"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** The phone field both enquiry forms share; Thai numbers, typed with or without dashes. */
export function PhoneField({ id, label, value, error, onChange, hint }: TextFieldProps & { hint: string }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          inputMode="tel"
          name="phone"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
