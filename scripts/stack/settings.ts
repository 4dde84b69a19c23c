import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StackError } from './stack-error.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Ports {
  api: number;
  portal: number;
  backoffice: number;
  site: number;
  cms: number;
  mail: number;
  smtp: number;
  postgres: number;
}

/** Each port with the variable that overrides it, as listed in the README. */
export const portVariables: Record<keyof Ports, { variable: string; default: number }> = {
  api: { variable: 'API_PORT', default: 3000 },
  portal: { variable: 'PORTAL_PORT', default: 3001 },
  backoffice: { variable: 'BACKOFFICE_PORT', default: 3002 },
  site: { variable: 'SITE_PORT', default: 3003 },
  cms: { variable: 'CMS_PORT', default: 1337 },
  mail: { variable: 'MAIL_PORT', default: 3025 },
  smtp: { variable: 'SMTP_PORT', default: 1025 },
  postgres: { variable: 'PG_PORT', default: 5433 },
};

export function readPorts(env: NodeJS.ProcessEnv, offset = 0): Ports {
  const entries = Object.entries(portVariables).map(([name, { variable, default: fallback }]) => {
    const raw = env[variable];
    if (raw === undefined || raw === '') return [name, fallback + offset];
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new StackError(
        `${variable}=${raw} is not a port number.`,
        `Set ${variable} to a whole number from 1 to 65535.`,
      );
    }
    return [name, port];
  });
  const ports = Object.fromEntries(entries) as Ports;
  const seen = new Map<number, string>();
  for (const [name, port] of Object.entries(ports)) {
    const other = seen.get(port);
    if (other) {
      throw new StackError(
        `${portVariables[other as keyof Ports].variable} and ${portVariables[name as keyof Ports].variable} are both ${port}.`,
        'Give each one its own port.',
      );
    }
    seen.set(port, name);
  }
  return ports;
}

export function readDatabaseUrls(env: NodeJS.ProcessEnv): { api: string; cms: string } | null {
  const api = env.DATABASE_URL;
  if (!api) return null;
  const cms = env.CMS_DATABASE_URL;
  for (const [variable, value] of [
    ['DATABASE_URL', api],
    ['CMS_DATABASE_URL', cms],
  ] as const) {
    if (value !== undefined && !/^postgres(ql)?:\/\/.+/.test(value)) {
      throw new StackError(
        `${variable} is not a PostgreSQL URL.`,
        `Use the form postgres://user:password@host:5432/database.`,
      );
    }
  }
  if (!cms) {
    throw new StackError(
      'DATABASE_URL is set but CMS_DATABASE_URL is not.',
      'Set CMS_DATABASE_URL to a second database on the same server (the CMS keeps its own tables).',
    );
  }
  return { api, cms };
}
