import { hashPassword } from './modules/auth/passwords.ts';
import { seedHolidays } from './modules/holidays/service.ts';
import { seedDemoInvestorKyc } from './modules/kyc-cases/demo-investor.ts';
import { seedQuestionnaires } from './modules/questionnaires/service.ts';
import { seedDemoHoldings } from './modules/settlements/demo-holdings.ts';
import { seedDemoNavs } from './modules/strategies/demo-navs.ts';
import { seedStrategies } from './modules/strategies/service.ts';
import { recalculateTiers } from './modules/tiers/recalculate.ts';
import type { AppContext } from './platform/context.ts';
import { demoAccounts, demoPassword } from './platform/demo-accounts.ts';

export { demoAccounts, demoPassword };

/** Safe to run on every start: it only adds what is missing and never overwrites a change staff made. */
export async function seed(ctx: AppContext): Promise<void> {
  await ctx.sequelize.query(
    `INSERT INTO app_settings (key, value) VALUES ('maintenance', :value) ON CONFLICT (key) DO NOTHING`,
    { replacements: { value: JSON.stringify({ maintenance: false, maintenanceText: null }) } },
  );
  await seedStrategies(ctx);
  await seedQuestionnaires(ctx);
  await seedHolidays(ctx);
  await ctx.sequelize.query(
    `INSERT INTO sales_reps (code, name) VALUES ('MF0001', 'Somsak Sales'), ('MF0002', 'Pim Advisor'),
     ('MF0003', 'Napat Relationship') ON CONFLICT (code) DO NOTHING`,
  );
  if (ctx.config.appEnv === 'production') return;
  await seedDemoNavs(ctx);
  for (const account of demoAccounts) {
    const [existing] = await ctx.sequelize.query('SELECT 1 FROM users WHERE lower(email) = :email', {
      replacements: { email: account.email },
    });
    if (existing.length > 0) continue;
    await ctx.sequelize.query(
      `INSERT INTO users (email, password_hash, role) VALUES (:email, :hash, :role)
       ON CONFLICT (lower(email)) DO NOTHING`,
      { replacements: { email: account.email, hash: await hashPassword(demoPassword), role: account.role } },
    );
  }
  await seedDemoInvestorKyc(ctx);
  await seedDemoHoldings(ctx);
  // The demo investors start in the tier their demo holdings reach.
  await recalculateTiers(ctx, { all: true });
}
