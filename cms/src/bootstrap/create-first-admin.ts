import type { Core } from '@strapi/strapi';
import type { FirstAdmin } from './first-admin.ts';

interface AdminUserService {
  exists(): Promise<boolean>;
  createFirstAdmin(admin: FirstAdmin): Promise<{ id: number }>;
}

/** Creates the super-admin only while the CMS has no admin user, exactly as the sign-up screen would. */
export async function createFirstAdmin(strapi: Core.Strapi, admin: FirstAdmin | null): Promise<void> {
  if (!admin) return;
  const users = strapi.service('admin::user') as AdminUserService;
  if (await users.exists()) return;
  await users.createFirstAdmin(admin);
  strapi.log.info(`Created the first CMS super-admin ${admin.email}`);
}
