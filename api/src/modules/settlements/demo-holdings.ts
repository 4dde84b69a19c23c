import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { verifyDeposit } from '../deposits/deposit-actions.ts';
import { attachSlip, openDeposit } from '../deposits/investor-deposits.ts';
import { samplePhoto } from '../kyc/sample-applicant.ts';
import { demoInvestorEmail } from '../kyc-cases/demo-investor.ts';
import { approveOrder } from '../orders/order-actions.ts';
import { orderSetting, placeOrder } from '../orders/placement.ts';

const seedRequest = { ip: '127.0.0.1', userAgent: 'seed' };
const demoInvestment = [
  { strategyCode: 'M-BTC', amount: '50000.00' },
  { strategyCode: 'M-STABLE', amount: '30000.00' },
];

/**
 * Outside production the demo investor holds two strategies, bought about three months before the latest demo NAV
 * through the real order, deposit, approval and settlement code (at that day's NAV, with its fees and ledger), so
 * the overview, history and charts have something to show. Only while the demo investor has no order at all, so it
 * never touches what someone did with the account.
 */
export async function seedDemoHoldings(ctx: AppContext): Promise<void> {
  const [people] = await ctx.sequelize.query<{ investor: string | null; operations: string | null }>(
    `SELECT (SELECT u.id FROM users u JOIN kyc_cases c ON c.user_id = u.id
             WHERE lower(u.email) = :investor AND c.status = 'VERIFIED') AS investor,
            (SELECT id FROM users WHERE lower(email) = 'operations@example.com') AS operations`,
    { type: QueryTypes.SELECT, replacements: { investor: demoInvestorEmail } },
  );
  if (!people?.investor || !people.operations) return;
  const userId = Number(people.investor);
  const [ordered] = await ctx.sequelize.query('SELECT 1 FROM orders WHERE user_id = :userId LIMIT 1', {
    type: QueryTypes.SELECT,
    replacements: { userId },
  });
  if (ordered) return;

  // A day on which both strategies have an approved demo NAV, about three months before the latest.
  const [day] = await ctx.sequelize.query<{ date: string | null }>(
    `SELECT to_char(max(nav_date), 'YYYY-MM-DD') AS date FROM strategy_navs n
     WHERE n.strategy_code = :first AND n.status = 'APPROVED'
       AND n.nav_date <= (SELECT max(nav_date) FROM strategy_navs WHERE strategy_code = :first AND status = 'APPROVED') - 90
       AND EXISTS (SELECT 1 FROM strategy_navs o WHERE o.strategy_code = :second AND o.nav_date = n.nav_date
                   AND o.status = 'APPROVED')`,
    {
      type: QueryTypes.SELECT,
      replacements: { first: demoInvestment[0]!.strategyCode, second: demoInvestment[1]!.strategyCode },
    },
  );
  if (!day?.date) return;

  // The services read the time from the context's clock: stand it at 10:00 Bangkok on that day.
  const at = new Date(`${day.date}T10:00:00+07:00`);
  const then: AppContext = { ...ctx, clock: { now: () => new Date(at), realNow: () => ctx.clock.realNow() } };
  const operations = { id: Number(people.operations), requestId: null, request: seedRequest };
  try {
    const setting = await orderSetting(then, userId, 'increase');
    const orders = await ctx.sequelize.transaction(async (transaction) => {
      const placed = await placeOrder(
        then,
        userId,
        {
          kind: 'increase',
          allocations: demoInvestment,
          paymentType: 'BANK_TRANSFER',
          acceptRiskMismatch: true,
        },
        setting,
        transaction,
      );
      return placed.orders;
    });
    const deposit = await ctx.sequelize.transaction((transaction) =>
      openDeposit(then, userId, { orderId: orders[0]!.id, method: 'BANK_TRANSFER' }, transaction),
    );
    const slip = await samplePhoto(400, 600);
    await attachSlip(then, userId, deposit.body.id, {
      buffer: slip,
      originalname: 'slip.jpg',
      mimetype: 'image/jpeg',
      size: slip.length,
    } as Express.Multer.File);
    await verifyDeposit(then, deposit.body.id, operations);
    // Their NAV is approved already: each order settles as it is approved.
    for (const order of orders) await approveOrder(then, order.id, operations);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'The demo investor’s holdings could not be seeded');
    return;
  }
  ctx.logger.info({ tradeDate: day.date }, 'The demo investor holds two strategies');
}
