export interface FirstAdmin {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/**
 * The super-admin to create on an empty CMS, so editors can log in without the sign-up screen, or null when
 * CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are not both set. The password must pass the admin panel's own
 * rules, or the account could not change it later.
 */
export function firstAdminFromEnv(env: Record<string, string | undefined>): FirstAdmin | null {
  const email = env.CMS_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return null;
  const problem = passwordProblem(password);
  if (problem) throw new Error(`CMS_ADMIN_PASSWORD ${problem}`);
  return { email, password, firstname: 'Admin', lastname: 'CMS' };
}

/** Strapi's admin password rules: 8 to 72 bytes with a lowercase letter, an uppercase letter and a digit. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'must be at least 8 characters long';
  if (new TextEncoder().encode(password).length > 72) return 'must be at most 72 bytes long';
  if (!/[a-z]/.test(password)) return 'must contain a lowercase letter';
  if (!/[A-Z]/.test(password)) return 'must contain an uppercase letter';
  if (!/\d/.test(password)) return 'must contain a digit';
  return null;
}
