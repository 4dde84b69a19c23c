import Joi from 'joi';
import { instant, listOf, localizedText, money, nullable } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery, pageOfAll } from '../../platform/simple-rest.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { recalculateTiers } from './recalculate.ts';
import { getTier, listTiers, updateTier } from './service.ts';

const tierParams = Joi.object({
  id: Joi.string()
    .pattern(/^[A-Z][A-Z0-9_]{1,29}$/)
    .required(),
});
const text = (max: number) => Joi.string().trim().min(1).max(max).required();
const benefitLines = Joi.array().items(Joi.string().trim().min(1).max(200)).max(10).required();
const tierBody = Joi.object({
  name: Joi.object({ th: text(60), en: text(60) }).required(),
  // THB with up to 2 places; 0 is the base tier's threshold.
  minAum: Joi.string()
    .pattern(/^\d{1,16}(\.\d{1,2})?$/)
    .required(),
  benefits: Joi.object({ th: benefitLines, en: benefitLines }).required(),
}).options({ stripUnknown: true });

/** The tiers staff keep (thresholds, names, benefits) and the on-demand recalculation (DESIGN notes in README). */
/** A tier as the back office edits it (TierRecord), with how many investors are in it now. */
const tierAnswer = Joi.object({
  id: Joi.string().required(),
  name: localizedText.required(),
  minAum: money.required(),
  benefits: Joi.object({
    th: Joi.array().items(Joi.string()).required(),
    en: Joi.array().items(Joi.string()).required(),
  }).required(),
  investors: Joi.number().integer().required(),
  updatedAt: instant.required(),
  updatedBy: nullable(Joi.string()).required(),
});

export function tierRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const readers = [requireStaff('read')];
  const admin = [requireStaff('keepTiers')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/tiers',
      summary: 'Customer tiers, lowest threshold first, each with how many investors are in it (react-admin)',
      tag: 'admin',
      access: 'staff',
      request: { query: listQuery(['minAum']) },
      responses: {
        200: 'Tiers { id, name, minAum, benefits, investors, updatedAt, updatedBy }; Content-Range header',
        403: 'AUTH_FORBIDDEN',
      },
      answers: { 200: listOf(tierAnswer) },
    },
    readers,
    listHandler('tiers', async (params, page) => {
      const all = await listTiers(ctx);
      if (params.sort?.[1] === 'DESC') all.reverse();
      return pageOfAll(all, page);
    }),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/tiers/:id',
      summary: 'One customer tier',
      tag: 'admin',
      access: 'staff',
      request: { params: tierParams },
      responses: { 200: 'The tier', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: tierAnswer },
    },
    readers,
    async (req, res) => {
      res.json(await getTier(ctx, String(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/admin/tiers/:id',
      summary: "Change a tier's names, threshold (THB, inclusive) or benefits (admin only; audited)",
      tag: 'admin',
      access: 'staff',
      request: { params: tierParams, body: tierBody },
      responses: {
        200: 'The saved tier',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        422: 'VALIDATION_FAILED, TIER_THRESHOLDS_INVALID',
      },
      answers: { 200: tierAnswer },
    },
    admin,
    async (req, res) => {
      res.json(await updateTier(ctx, String(req.params.id), req.body, actorOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/tier-recalculations',
      summary:
        "Work every investor's tier out again now (audited); { enabled: false } and nothing runs while userTier is off",
      tag: 'admin',
      access: 'staff',
      responses: { 201: '{ id, enabled, checked, changed }', 403: 'AUTH_FORBIDDEN' },
      answers: {
        201: Joi.object({
          id: instant.required(),
          enabled: Joi.boolean().required(),
          checked: Joi.number().integer().required(),
          changed: Joi.number().integer().required(),
        }),
      },
    },
    [requireStaff('recalculateTiers')],
    async (req, res) => {
      const actor = actorOf(req);
      const result = await ctx.sequelize.transaction(async (transaction) => {
        const done = await recalculateTiers(ctx, { all: true }, transaction);
        if (done) {
          await recordAudit(
            ctx,
            {
              actorId: actor.id,
              action: 'tiers.recalculate',
              subject: 'tiers',
              before: null,
              after: done,
              requestId: actor.requestId,
              request: actor.request,
            },
            transaction,
          );
        }
        return done;
      });
      // The id only names this run for react-admin's create; nothing is stored under it.
      const id = ctx.clock.now().toISOString();
      res
        .status(201)
        .json(result ? { id, enabled: true, ...result } : { id, enabled: false, checked: 0, changed: 0 });
    },
  );
}
