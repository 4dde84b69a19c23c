import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', 1337),
  // Behind the reverse proxy the public address differs from host:port; the admin build bakes it in.
  ...(env('CMS_PUBLIC_URL') ? { url: env('CMS_PUBLIC_URL') } : {}),
  app: {
    // Strapi refuses to start without keys; the empty default only lets `strapi build` run without them.
    keys: env.array('APP_KEYS', []),
  },
  logger: {
    updates: { enabled: false },
  },
  webhooks: {
    populateRelations: false,
  },
});
