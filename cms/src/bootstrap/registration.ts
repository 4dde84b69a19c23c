// The CMS has no visitor accounts: investors register in the portal, editors are invited to the admin
// panel. Strapi's users-permissions plugin nevertheless lets anyone sign up through /api/auth/local/register
// unless its advanced setting says otherwise, so that setting is kept off.

export interface AdvancedSettings {
  allow_register?: boolean;
  [setting: string]: unknown;
}

/** The settings with self-registration turned off, or null when it already is. */
export function withRegistrationClosed(settings: AdvancedSettings | null): AdvancedSettings | null {
  if (settings?.allow_register === false) return null;
  return { ...settings, allow_register: false };
}
