import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { getStrategy, listStrategies } from './service.ts';

export function strategyRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.add(
    {
      method: 'get',
      path: '/strategies',
      summary: 'The strategies on offer, with an optional search and the total count',
      tag: 'strategies',
      access: 'public',
      request: { query: Joi.object({ q: Joi.string().trim().max(100).allow('') }) },
      responses: { 200: '{ data: Strategy[], total }' },
    },
    async (req, res) => {
      const data = await listStrategies(ctx, (req.query.q as string | undefined) || undefined);
      res.json({ data, total: data.length });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/strategies/:code',
      summary: 'One strategy by its fund code',
      tag: 'strategies',
      access: 'public',
      request: {
        params: Joi.object({
          code: Joi.string()
            .pattern(/^M-[A-Z0-9-]{1,30}$/)
            .required(),
        }),
      },
      responses: { 200: 'Strategy', 404: 'NOT_FOUND' },
    },
    async (req, res) => {
      res.json(await getStrategy(ctx, String(req.params.code)));
    },
  );
}
