import { listOf } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, pageOfAll } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { settleStrandedOrders } from '../settlements/sweep.ts';
import { requestTierRecalculation } from '../tiers/jobs.ts';
import { flagRecordAnswer, flagStateAnswer, flagsAnswer } from './answers.ts';
import { flagBody, flagIdParams, flagNameParams, flagsListQuery } from './schemas.ts';
import { currentFlags, getFlagRecord, listFlagRecords, lookupOne, setFlag } from './service.ts';

export function featureFlagRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.add(
    {
      method: 'get',
      path: '/feature-flags',
      summary: 'Every runtime feature flag (spec §9) and whether it is on',
      tag: 'feature-flags',
      access: 'public',
      responses: { 200: '{ flags: { name: boolean } }' },
      answers: { 200: flagsAnswer },
    },
    async (_req, res) => {
      res.json({ flags: await currentFlags(ctx) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/feature-flags/:name',
      summary: 'One flag with what it governs; an unknown name answers the default object (invest false)',
      tag: 'feature-flags',
      access: 'public',
      request: { params: flagNameParams },
      responses: { 200: '{ name, known, enabled, invest, governs }' },
      answers: { 200: flagStateAnswer },
    },
    async (req, res) => {
      res.json(await lookupOne(ctx, String(req.params.name)));
    },
  );

  const admin = [requireStaff('manageFeatureFlags')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/feature-flags',
      summary: 'List feature flags (react-admin)',
      tag: 'admin',
      access: 'staff',
      request: { query: flagsListQuery },
      responses: {
        200: 'Flags { id, enabled, governs: { th, en }, updatedAt, updatedBy }; Content-Range header',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
      },
      answers: { 200: listOf(flagRecordAnswer) },
    },
    admin,
    listHandler('feature-flags', async (params, page) => {
      const q = String(params.filter?.q ?? '').toLowerCase();
      const [field, order] = params.sort ?? ['id', 'ASC'];
      const all = (await listFlagRecords(ctx))
        .filter(
          (f) => !q || [f.id, f.governs.th, f.governs.en].some((text) => text.toLowerCase().includes(q)),
        )
        .sort((a, b) => {
          const cmp = String(a[field as 'id']).localeCompare(String(b[field as 'id']));
          return order === 'ASC' ? cmp : -cmp;
        });
      return pageOfAll(all, page);
    }),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/feature-flags/:id',
      summary: 'One feature flag',
      tag: 'admin',
      access: 'staff',
      request: { params: flagIdParams },
      responses: { 200: 'The flag', 404: 'NOT_FOUND' },
      answers: { 200: flagRecordAnswer },
    },
    admin,
    async (req, res) => {
      res.json(await getFlagRecord(ctx, String(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/admin/feature-flags/:id',
      summary: 'Turn a feature flag on or off (audited)',
      tag: 'admin',
      access: 'staff',
      request: { params: flagIdParams, body: flagBody },
      responses: { 200: 'The saved flag', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 200: flagRecordAnswer },
    },
    admin,
    async (req, res) => {
      const saved = await setFlag(ctx, String(req.params.id), req.body.enabled, actorOf(req));
      // The orders that waited while settlement was off settle now, not at the sweep's next tick.
      if (saved.id === 'settlementOrder' && req.body.enabled) await settleStrandedOrders(ctx);
      // Tiers were not kept while the flag was off: every investor's is worked out again, on the queue (the flag is
      // saved and answers at once; a failure of the recalculation is the job's, retried, never this answer's).
      if (saved.id === 'userTier' && req.body.enabled) await requestTierRecalculation(ctx, { all: true });
      res.json(saved);
    },
  );
}
