/** The e-mail waiting for its OTP, kept for this tab so a reload of the OTP step still knows it. */
const key = 'pendingVerificationEmail';

export function rememberPendingEmail(email: string): void {
  try {
    window.sessionStorage.setItem(key, email);
  } catch {
    // The step still works from the navigation state.
  }
}

export function readPendingEmail(): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forgetPendingEmail(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
