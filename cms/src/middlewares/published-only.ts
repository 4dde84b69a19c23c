import type { Core } from '@strapi/strapi';
import { isAnonymousContentApiRequest, withoutStatus } from '../content-api/published-only.ts';

/** Registered as `global::published-only`: anonymous content API reads never see drafts. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const apiPrefix: string = strapi.config.get('api.rest.prefix', '/api');
  return async (ctx, next) => {
    if (
      isAnonymousContentApiRequest(ctx.path, ctx.get('authorization'), apiPrefix) &&
      'status' in ctx.query
    ) {
      ctx.query = withoutStatus(ctx.query);
    }
    await next();
  };
};
