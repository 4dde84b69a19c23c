/** The Knex settings Strapi passes to the `pg` driver. */
export interface PostgresConnection {
  client: 'postgres';
  connection: { connectionString: string | undefined };
  // The CMS is read at site build time and by a handful of editors, so a few connections suffice and
  // none need to stay open while it is idle.
  pool: { min: 0; max: 5 };
}

export function postgresConnection(url: string | undefined): PostgresConnection {
  return {
    client: 'postgres',
    connection: { connectionString: url },
    pool: { min: 0, max: 5 },
  };
}

/**
 * The database address is checked when the server starts, not when the configuration is read, because
 * `strapi build` reads the same configuration and must work without a database.
 */
export function requireDatabaseUrl(url: string | undefined): string {
  if (!url) {
    throw new Error(
      'CMS_DATABASE_URL is not set: set it to the CMS PostgreSQL connection string, e.g. postgres://user:password@localhost:5432/fund_cms',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('CMS_DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return url;
}
