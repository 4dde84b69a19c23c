import path from 'node:path';
import { readDatabaseUrls, readPorts, repoRoot } from './stack/settings.ts';
import { demoPassword, startStack } from './stack/stack.ts';
import { StackError } from './stack/stack-error.ts';

// `npm start`: the whole system on this machine. Every failure a user can fix ends in one message and its fix.
const started = Date.now();
const progress = (line: string) => console.log(`▸ ${line}`);

function fail(error: unknown): never {
  if (error instanceof StackError) {
    console.error(`\n✖ ${error.message}\n  Fix: ${error.fix}`);
  } else {
    console.error('\n✖ Start failed unexpectedly:', error);
  }
  process.exit(1);
}

try {
  const appEnv = process.env.APP_ENV ?? 'development';
  if (!['development', 'test', 'production'].includes(appEnv)) {
    throw new StackError(`APP_ENV=${appEnv} is not known.`, 'Use development, test or production.');
  }
  const stack = await startStack({
    ports: readPorts(process.env),
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data')),
    appEnv: appEnv as 'development',
    databaseUrls: readDatabaseUrls(process.env),
    progress,
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n▸ Stopping every service and the database…');
    await stack.stop();
    console.log('▸ Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  stack.failed.catch(async (error: unknown) => {
    stopping = true;
    await stack.stop();
    fail(error);
  });

  const { urls } = stack;
  console.log(`
Ready in ${((Date.now() - started) / 1000).toFixed(0)} s.

  Site (marketing)      ${urls.site}   (English: ${urls.site}/en/)
  Portal (investors)    ${urls.portal}
  Back office (staff)   ${urls.backoffice}
  CMS (editors)         ${urls.cms}
  API                   ${urls.api}   (reference: ${urls.api}/docs)
  Mail viewer           ${urls.mail}

  Demo accounts, password ${demoPassword}:
    investor@example.com     portal
    compliance@example.com   back office (compliance)
    operations@example.com   back office (operations)
    admin@example.com        back office (admin) and CMS admin
  Outside production these demo staff accounts may sign in with the password alone;
  every other staff account sets up two-factor sign-in (TOTP) at its first sign-in.

  Logs: ${path.relative(process.cwd(), stack.logDir)}/   Stop: Ctrl-C
`);
} catch (error) {
  fail(error);
}
