import { createContext } from '../../bootstrap.ts';
import { loadConfig } from '../../platform/config.ts';
import { runMain } from '../../platform/run-main.ts';
import { checkLedger } from './ledger-check.ts';

// `npm run ledger:check`: the holdings against the ledger of unit movements, on the database at DATABASE_URL.
runMain('ledger:check', async () => {
  const ctx = createContext(loadConfig());
  try {
    process.exitCode = await checkLedger(ctx, (line) => console.log(line));
  } finally {
    await ctx.sequelize.close();
  }
});
