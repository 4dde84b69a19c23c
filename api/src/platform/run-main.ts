import { ConfigError } from './config.ts';

/**
 * Runs a process entry point. A misconfiguration or an unreachable database ends it with one line that
 * names the cause, not a stack trace; anything else is a bug and keeps its trace.
 */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    const code =
      (err as { code?: string; original?: { code?: string } }).original?.code ??
      (err as { code?: string }).code;
    if (err instanceof ConfigError) {
      console.error(`${name}: ${err.message}. Fix the environment variable and start again.`);
    } else if (code === 'ECONNREFUSED' || (err as Error).name === 'SequelizeConnectionRefusedError') {
      console.error(
        `${name}: cannot reach PostgreSQL at DATABASE_URL. Start the database or correct DATABASE_URL.`,
      );
    } else if (code === 'EADDRINUSE') {
      console.error(`${name}: the port is already in use. Stop the program using it or set another port.`);
    } else {
      console.error(`${name}: failed to start`, err);
    }
    process.exit(1);
  });
}
