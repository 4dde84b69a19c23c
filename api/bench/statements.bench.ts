import { QueryTypes } from 'sequelize';
import { processStatementBatch, startStatementRun } from '../src/modules/documents/monthly-statements.ts';
import { statementFacts } from '../src/modules/documents/statement-facts.ts';
import { renderStatementPdf } from '../src/modules/documents/statement-pdf.ts';
import { addBenchInvestor, benchContext } from './bench-server.ts';
import { seedPortfolio } from './portfolio.bench.ts';

// A month in the middle of the seeded two years: every investor holds units and trades in it.
const month = '2025-06';
const warmUp = 5;
const sample = 50;
const aloneRenders = 10;
const benchEmail = 'bench-portfolio@example.com';

export interface StatementsBench {
  investors: number;
  transactions: number;
  seedMs: number | null;
  startMs: number;
  /** Median time to render one statement's PDF from facts already read: no database, nothing kept. */
  renderOneMs: number;
  /** Median time to read one statement's facts (the three queries) alone. */
  factsOneMs: number;
  sample: number;
  sampleMs: number;
  generated: number;
  emailed: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Monthly statements of 10,000 investors over 1,000,000 transactions (the portfolio bench's set-based seed; reused
 * when `seeded`): the run is started for every investor (one set-based insert), then a measured sample is generated
 * by the run's own code (facts, PDF in the owner's language, the kept file with its checksum, the e-mail queued),
 * beside one PDF rendered alone and one statement's facts read alone.
 */
export async function benchStatements(databaseUrl: string, seeded: boolean): Promise<StatementsBench> {
  const ctx = await benchContext(databaseUrl);
  try {
    let seedMs: number | null = null;
    if (!seeded) {
      await addBenchInvestor(ctx, benchEmail);
      seedMs = (await seedPortfolio(databaseUrl)).seedMs;
    }
    const [counts] = await ctx.sequelize.query<{ transactions: number }>(
      `SELECT count(*) FILTER (WHERE leg IS DISTINCT FROM 'in')::int AS transactions FROM orders`,
      { type: QueryTypes.SELECT },
    );

    let started = performance.now();
    const runId = (await startStatementRun(ctx, month, { cause: 'SCHEDULE' }))!;
    const startMs = performance.now() - started;
    const [run] = await ctx.sequelize.query<{ investors: number }>(
      'SELECT investors FROM statement_runs WHERE id = :runId',
      { type: QueryTypes.SELECT, replacements: { runId } },
    );

    // One statement alone: its facts read, then its PDF rendered, each many times (the font loaded once before).
    const [one] = await ctx.sequelize.query<{ id: number; userId: number }>(
      `SELECT id::int, user_id::int AS "userId" FROM monthly_statements WHERE run_id = :runId ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT, replacements: { runId } },
    );
    const statement = { id: one!.id, userId: one!.userId, month };
    const facts = await statementFacts(ctx, statement);
    await renderStatementPdf(facts, 'th', ctx.config.brand);
    const renders: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < aloneRenders; i += 1) {
      started = performance.now();
      await statementFacts(ctx, statement);
      reads.push(performance.now() - started);
      started = performance.now();
      await renderStatementPdf(facts, 'th', ctx.config.brand);
      renders.push(performance.now() - started);
    }

    await processStatementBatch(ctx, runId, warmUp);
    started = performance.now();
    const taken = await processStatementBatch(ctx, runId, sample);
    const sampleMs = performance.now() - started;
    const [done] = await ctx.sequelize.query<{ generated: number; emailed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'GENERATED')::int AS generated,
         count(*) FILTER (WHERE emailed_at IS NOT NULL)::int AS emailed
       FROM monthly_statements WHERE run_id = :runId`,
      { type: QueryTypes.SELECT, replacements: { runId } },
    );
    return {
      investors: run!.investors,
      transactions: counts!.transactions,
      seedMs,
      startMs,
      renderOneMs: median(renders),
      factsOneMs: median(reads),
      sample: taken,
      sampleMs,
      generated: done!.generated,
      emailed: done!.emailed,
    };
  } finally {
    await ctx.sequelize.close();
  }
}

/** Runs the bench and prints it the way `npm run bench` prints the others. */
export async function reportStatementsBench(databaseUrl: string, seeded: boolean): Promise<void> {
  const r = await benchStatements(databaseUrl, seeded);
  const perSecond = r.sample / (r.sampleMs / 1000);
  const perStatementMs = r.sampleMs / r.sample;
  console.log(
    `\nmonthly statements of ${month} (${r.investors.toLocaleString('en')} investors, ${r.transactions.toLocaleString('en')} transactions${r.seedMs === null ? ', the portfolio seed' : `, seeded in ${(r.seedMs / 1000).toFixed(0)} s`}; a measured sample of ${r.sample}, Thai or English by the investor):`,
  );
  console.log(
    `  one PDF rendered alone from its facts (baseline, median of ${aloneRenders})  ${r.renderOneMs.toFixed(1).padStart(7)} ms`,
  );
  console.log(
    `  one statement's facts read alone (median of ${aloneRenders})              ${r.factsOneMs.toFixed(1).padStart(7)} ms`,
  );
  console.log(
    `  run started for every investor (one set-based insert)              ${r.startMs.toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  run's own code, ${r.sample} statements (facts, PDF, kept file, e-mail)   ${r.sampleMs.toFixed(0).padStart(7)} ms: ${perSecond.toFixed(1)} statements/s, ${perStatementMs.toFixed(1)} ms each`,
  );
  console.log(
    `  ratio per statement / one PDF alone: ${(perStatementMs / r.renderOneMs).toFixed(2)}× (facts alone are ${((r.factsOneMs / perStatementMs) * 100).toFixed(0)} % of a statement)`,
  );
  console.log(
    `  extrapolated whole run of ${r.investors.toLocaleString('en')} at that rate: ${(r.investors / perSecond / 60).toFixed(1)} min (not run in full; generated ${r.generated}, e-mailed ${r.emailed})`,
  );
  if (r.generated !== r.sample + warmUp) console.log(`  ✖ generated ${r.generated} of ${r.sample + warmUp}`);
}
