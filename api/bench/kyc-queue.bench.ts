import pg from 'pg';
import {
  addBenchInvestor,
  benchContext,
  enrolStaffSecondFactor,
  signIn,
  startBenchServer,
} from './bench-server.ts';
import { closedLoop, type LoadResult } from './load.ts';

const cases = 10_000;

/**
 * 10,000 investors with a case each: every status, risk band and waiting time, some with enhanced due diligence
 * and revision deadlines, names in the identity form for the search.
 */
async function seedCases(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO users (email, password_hash, email_verified_at)
      SELECT 'case' || g || '@example.com', 'not-a-password', now() FROM generate_series(1, ${cases}) g;
      INSERT INTO kyc_profiles (user_id, identity, identity_status, personal_status)
      SELECT u.id, jsonb_build_object('firstNameTh', 'สมชาย' || g, 'lastNameTh', 'ใจดี', 'firstNameEn', 'Somchai' || g,
          'lastNameEn', 'Jaidee', 'nationalId', '9' || lpad(g::text, 12, '0')), 'PENDING', 'PENDING'
      FROM generate_series(1, ${cases}) g JOIN users u ON u.email = 'case' || g || '@example.com';
      INSERT INTO kyc_cases (user_id, status, submitted_at, deadline, risk_band, risk_score, edd_required, aml_answered)
      SELECT u.id,
        (ARRAY['PENDING', 'PENDING', 'PENDING', 'REVIEW', 'OVERDUE', 'REJECTED', 'VERIFIED', 'BLOCKED'])[1 + g % 8],
        now() - ((g % 45) || ' days')::interval - ((g % 24) || ' hours')::interval,
        CASE WHEN g % 8 IN (3, 4) THEN current_date + (g % 30 - 10) END,
        (ARRAY['LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'])[1 + g % 4], (g * 7) % 101, g % 7 = 0, true
      FROM generate_series(1, ${cases}) g JOIN users u ON u.email = 'case' || g || '@example.com';
      ANALYZE users; ANALYZE kyc_profiles; ANALYZE kyc_cases;
    `);
  } finally {
    await client.end();
  }
}

const filters: [string, Record<string, unknown>][] = [
  ['status PENDING (the default queue)', { status: 'PENDING' }],
  ['waiting ≥ 14 days', { status: 'PENDING', waitingDaysGte: 14 }],
  ['risk band VERY_HIGH', { riskBand: 'VERY_HIGH' }],
  ['EDD required', { eddRequired: true }],
  [
    'deadline before today + 7',
    { deadlineBefore: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10) },
  ],
  ['search by name', { q: 'Somchai42' }],
];

/**
 * The staff review queue (first page of 25, longest waiting first) under each filter, through the whole API,
 * against the bare indexed SELECT of the same page straight from PostgreSQL.
 */
export async function benchKycQueue(databaseUrl: string): Promise<LoadResult[]> {
  const ctx = await benchContext(databaseUrl);
  await addBenchInvestor(ctx, 'bench-compliance@example.com', 'compliance');
  const totpSecret = await enrolStaffSecondFactor(ctx, 'bench-compliance@example.com');
  await ctx.sequelize.close();
  await seedCases(databaseUrl);
  const database = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const server = await startBenchServer(databaseUrl);
  try {
    const cookie = await signIn(server.url, 'bench-compliance@example.com', totpSecret);
    const list = (filter: Record<string, unknown>) => async () => {
      const query = new URLSearchParams({
        filter: JSON.stringify(filter),
        sort: JSON.stringify(['submittedAt', 'ASC']),
        range: JSON.stringify([0, 24]),
      });
      const res = await fetch(`${server.url}/admin/kyc-cases?${query}`, { headers: { cookie } });
      const rows = (await res.json()) as unknown[];
      return res.status === 200 && rows.length > 0;
    };
    const run = (name: string, task: () => Promise<boolean>) => closedLoop(name, 4, task, Date.now() + 3000);
    await run('warm-up', list({ status: 'PENDING' }));
    const results = [
      await run('bare indexed SELECT of one page (baseline)', async () => {
        const { rows } = await database.query(
          `SELECT user_id, status, submitted_at FROM kyc_cases WHERE status = 'PENDING'
           ORDER BY submitted_at, user_id LIMIT 25`,
        );
        return rows.length === 25;
      }),
    ];
    for (const [name, filter] of filters)
      results.push(await run(`GET /admin/kyc-cases, ${name}`, list(filter)));
    return results;
  } finally {
    server.stop();
    await database.end();
  }
}
