import type { StaffRole } from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { requireAnyStaff } from '../auth/guards.ts';
import { dashboardAnswer } from './answers.ts';
import { waitingWork } from './service.ts';

/** The back office's landing page: how much work waits in each queue. */
export function staffDashboardRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/dashboard',
      summary:
        "Waiting work: KYC cases by status and by age against the 1-2 day promise, orders to approve, deposits to verify, NAVs awaiting a second staff member; each `{ key, count, filter }` with the list's own filter, null for a queue the role cannot read",
      tag: 'admin',
      access: 'staff',
      responses: {
        200: '{ kycCases: { byStatus, byAge } | null, orders, deposits, navs, payouts }',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
      },
      answers: { 200: dashboardAnswer },
    },
    [requireAnyStaff],
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await waitingWork(ctx, req.user!.role as StaffRole));
    },
  );
}
