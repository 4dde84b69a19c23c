import { createContext } from './bootstrap.ts';
import { loadConfig } from './platform/config.ts';
import { migrate } from './platform/migrate.ts';
import { runMain } from './platform/run-main.ts';
import { seed } from './seed.ts';

runMain('migrate', async () => {
  const ctx = createContext(loadConfig());
  const applied = await migrate(ctx.sequelize);
  await seed(ctx);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  await ctx.sequelize.close();
});
