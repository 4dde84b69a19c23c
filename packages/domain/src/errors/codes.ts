/**
 * Every error code the API answers with (DESIGN §4). The front ends translate the code, never the HTTP
 * status, so a code keeps its meaning once published.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INTERNAL_ERROR',
  'AUTH_REQUIRED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_FORBIDDEN',
  'CSRF_REJECTED',
  'PAYLOAD_TOO_LARGE',
  'MALFORMED_JSON',
  'RATE_LIMITED',
  'FILE_REQUIRED',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'AUTH_EMAIL_TAKEN',
  'AUTH_PASSWORD_TOO_COMMON',
  'AUTH_SALE_CODE_UNKNOWN',
  'AUTH_OTP_COOLDOWN',
  'AUTH_OTP_INVALID',
  'AUTH_OTP_EXPIRED',
  'AUTH_RESET_LINK_INVALID',
  'AUTH_PROVIDER_TOKEN_INVALID',
  'AUTH_PROVIDER_UNAVAILABLE',
  'AUTH_PROVIDER_EMAIL_UNVERIFIED',
  'AUTH_PROVIDER_PROFILE_MISMATCH',
  'AUTH_CONSENT_REQUIRED',
  'AUTH_PENDING_SIGN_IN_INVALID',
  'AUTH_CURRENT_PASSWORD_WRONG',
  'AUTH_2FA_REQUIRED',
  'AUTH_2FA_INVALID',
  'AUTH_2FA_ALREADY_ENABLED',
  'AUTH_2FA_NOT_ENABLED',
  'AUTH_RECOVERY_LINK_INVALID',
  'AUTH_RECOVERY_DATA_MISMATCH',
  'AUTH_SMS_UNAVAILABLE',
  'PIN_MISMATCH',
  'PIN_REQUIRED',
  'PIN_INVALID',
  'PIN_BLOCKED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
