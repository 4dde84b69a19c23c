import type { Core } from '@strapi/strapi';
import { allowedOrigins } from '../src/browser-access/browser-access.ts';

// CORS with credentials only for the CMS's own origin (and any named in CMS_CORS_ORIGINS), never any origin.
const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: allowedOrigins(process.env), credentials: true } },
  'strapi::poweredBy',
  'strapi::query',
  'global::published-only',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
