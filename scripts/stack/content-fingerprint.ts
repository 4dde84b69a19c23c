import pg from 'pg';

/**
 * What the site was built from, on the CMS side: for each content table, its row count and latest change.
 * Any edit, publish or delete changes it, so a site build is current only while the content is unchanged.
 */
export async function cmsContentFingerprint(cmsDatabaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: cmsDatabaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'published_at'
       INTERSECT
       SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'updated_at'
       ORDER BY 1`,
    );
    if (tables.rows.length === 0) return 'empty';
    const parts = tables.rows.map(
      ({ table_name }) =>
        `SELECT ${client.escapeLiteral(table_name)} AS t, count(*) AS n, max(updated_at) AS m FROM ${client.escapeIdentifier(table_name)}`,
    );
    const result = await client.query(parts.join(' UNION ALL '));
    return JSON.stringify(result.rows.map((r) => [r.t, r.n, r.m?.toISOString?.() ?? null]));
  } finally {
    await client.end();
  }
}
