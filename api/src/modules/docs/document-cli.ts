import { runMain } from '../../platform/run-main.ts';
import { buildDocument } from './document.ts';

// Prints the OpenAPI document on stdout, for the contract package's generator.
runMain('openapi', async () => {
  process.stdout.write(`${JSON.stringify(await buildDocument(), null, 2)}\n`);
});
