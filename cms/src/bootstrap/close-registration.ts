import type { Core } from '@strapi/strapi';
import { type AdvancedSettings, withRegistrationClosed } from './registration.ts';

/** Turns off public sign-up in the users-permissions plugin; runs after the plugin stored its defaults. */
export async function closeRegistration(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const closed = withRegistrationClosed((await store.get({ key: 'advanced' })) as AdvancedSettings | null);
  if (!closed) return;
  await store.set({ key: 'advanced', value: closed });
  strapi.log.info('Turned off public self-registration in users-permissions');
}
