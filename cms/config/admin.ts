import type { Core } from '@strapi/strapi';
import { secureCookies } from '../src/browser-access/browser-access.ts';

// The starter always passes these. Strapi checks them when it starts (it will not run without the JWT secret
// and token salt), so the empty defaults only let `strapi build`, which signs nothing, run without them.
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET', ''),
    // Secure over https even behind a proxy that ends TLS (Strapi's own rule needs Koa to see https).
    cookie: { secure: secureCookies(process.env) },
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', ''),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', ''),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', ''),
  },
  // Editors' drafts stay on our servers: no AI assistant, surveys or upsell calls to third parties.
  ai: { enabled: false },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
