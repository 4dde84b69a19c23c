import { useTranslation } from 'react-i18next';
import { TextField } from './fields.tsx';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  /** The error text of each field, usually the form's `text` from `useFormErrors`. */
  errorOf: (field: 'password' | 'confirmPassword') => string | undefined;
}

/**
 * A new password, with the rules as its hint, and its confirmation: named `password` and `confirmPassword`,
 * checked together by `readNewPassword`.
 */
export function NewPasswordFields({ label, confirmLabel, errorOf }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        hint={t('signup.passwordHint')}
        autoComplete="new-password"
        error={errorOf('password')}
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
        error={errorOf('confirmPassword')}
      />
    </>
  );
}
