import type { Core } from '@strapi/strapi';
import { postgresConnection } from '../src/bootstrap/database-url.ts';

// PostgreSQL only, in every environment, so content behaves the same here and in production.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  connection: postgresConnection(env('CMS_DATABASE_URL')),
});
