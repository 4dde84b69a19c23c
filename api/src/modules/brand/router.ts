import { publicBrand } from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { brandAnswer } from './answers.ts';

export function brandRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.add(
    {
      method: 'get',
      path: '/brand',
      summary:
        'The brand the product runs under (`BRAND`): name, legal name, registration number, address, logo text, colours, LINE and support contacts',
      tag: 'brand',
      access: 'public',
      responses: {
        200: '{ key, name, legalName { th, en }, registrationNumber, address { th, en }, logoText, colours { primary, accent, soft }, lineId, lineUrl, support { phone { th, en }, email, hours { th, en } } }',
      },
      answers: { 200: brandAnswer },
    },
    (_req, res) => {
      res.json(publicBrand(ctx.config.brand));
    },
  );
}
