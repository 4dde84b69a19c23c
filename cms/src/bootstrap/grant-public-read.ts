import type { Core } from '@strapi/strapi';
import { missingPublicActions } from './public-read.ts';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

/** Gives the Public role the read actions it lacks; permissions an editor granted by hand stay. */
export async function grantPublicRead(strapi: Core.Strapi): Promise<void> {
  const role: { id: number } | null = await strapi.db.query(ROLE).findOne({ where: { type: 'public' } });
  if (!role) {
    throw new Error('The users-permissions plugin has not created its Public role');
  }
  const granted: { action: string }[] = await strapi.db
    .query(PERMISSION)
    .findMany({ where: { role: { id: role.id } }, select: ['action'] });
  for (const action of missingPublicActions(granted.map((permission) => permission.action))) {
    await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
    strapi.log.info(`Granted the Public role ${action}`);
  }
}
