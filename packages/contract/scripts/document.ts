import { spawnSync } from 'node:child_process';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const packageDir = path.resolve(import.meta.dirname, '..');
const apiDir = path.resolve(packageDir, '../../api');

export const documentFile = path.join(packageDir, 'openapi.json');
export const schemaFile = path.join(packageDir, 'src/schema.d.ts');

/** The OpenAPI document as the API builds it for `/docs/openapi.json` (no server, no database), as written. */
export function documentText(): string {
  const result = spawnSync(process.execPath, ['src/openapi-cli.ts'], {
    cwd: apiDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`The API could not build its OpenAPI document:\n${result.stderr}`);
  return result.stdout;
}

const banner = `/**
 * Generated from openapi.json by openapi-typescript: do not edit. \`npm run contract:generate\` writes it again.
 */

`;

/** The TypeScript types of a document (`paths`, `operations`, `components`). */
export async function schemaText(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document), { alphabetize: false, exportType: false });
  return `${banner}${astToString(ast)}`;
}
