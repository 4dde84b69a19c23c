import { passwordProblems } from '@fund/domain';

/** Spec §5: the password rules shared with the API, as an i18n key for the first problem found. */
export function passwordError(password: string): string | undefined {
  if (!password) return 'validation.passwordRequired';
  const [problem] = passwordProblems(password);
  return problem ? `validation.password.${problem}` : undefined;
}

/** A new password and its confirmation ("passwords are not matched"). */
export function newPasswordErrors(password: string, confirm: string): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const problem = passwordError(password);
  if (problem) errors.password = problem;
  if (!confirm || confirm !== password) errors.confirmPassword = 'validation.passwordMismatch';
  return errors;
}

/** The new password of a form with `NewPasswordFields`, and the problems of it and its confirmation. */
export function readNewPassword(data: FormData) {
  const password = String(data.get('password') ?? '');
  return { password, errors: newPasswordErrors(password, String(data.get('confirmPassword') ?? '')) };
}
