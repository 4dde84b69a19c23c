import { approveNav } from '../src/modules/navs/service.ts';
import { chaosContext } from './chaos-context.ts';

// A process that approves one NAV as the API would (the same service, in its own process) so the chaos run can
// SIGKILL it part-way through the settlement. It reports when the approval starts and how it ended.
const [databaseUrl, navId, checkerId] = process.argv.slice(2) as [string, string, string];
const ctx = chaosContext(databaseUrl);
await ctx.sequelize.query('SELECT 1');
process.send?.({ started: performance.now() });
try {
  const { settlement } = await approveNav(ctx, navId, {
    id: Number(checkerId),
    requestId: null,
    request: { ip: '127.0.0.1', userAgent: 'chaos' },
  });
  process.send?.({ settled: settlement.ordersSettled });
} finally {
  await ctx.sequelize.close();
}
