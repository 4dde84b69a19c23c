import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { BUILD_TOKEN, keyFromFile, planBuildToken } from './build-token.ts';

interface TokenRecord {
  id: number | string;
  accessKey?: string;
}

interface ContentApiTokenService {
  hash(accessKey: string): string;
  getByAccessKey(accessKeyHash: string): Promise<TokenRecord | null>;
  getByName(name: string, options?: { includeDecryptedKey: boolean }): Promise<TokenRecord | null>;
  create(attributes: typeof BUILD_TOKEN): Promise<TokenRecord & { accessKey: string }>;
  revoke(id: number | string): Promise<unknown>;
}

async function readKey(file: string): Promise<string | null> {
  try {
    return keyFromFile(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function writeKey(file: string, accessKey: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${accessKey}\n`, { mode: 0o600 });
  // The mode above applies only to a new file; an existing one may have been created more open.
  await chmod(file, 0o600);
}

/** Makes the file named by CMS_BUILD_TOKEN_FILE hold the key of a working read-only API token. */
export async function ensureBuildToken(strapi: Core.Strapi, file: string | undefined): Promise<void> {
  if (!file) return;
  const tokens = strapi.service('admin::api-token-content-api') as unknown as ContentApiTokenService;
  const fileKey = await readKey(file);
  const fileKeyIsValid = fileKey !== null && (await tokens.getByAccessKey(tokens.hash(fileKey))) !== null;
  const existing = fileKeyIsValid
    ? null
    : await tokens.getByName(BUILD_TOKEN.name, { includeDecryptedKey: true });
  const step = planBuildToken({
    fileKey,
    fileKeyIsValid,
    existing: existing && { id: existing.id, accessKey: existing.accessKey ?? null },
  });
  if (step.action === 'keep') return;
  if (step.action === 'write') {
    await writeKey(file, step.accessKey);
    strapi.log.info(`Wrote the key of the ${BUILD_TOKEN.name} API token to ${file}`);
    return;
  }
  if (step.revokeId !== null) await tokens.revoke(step.revokeId);
  const created = await tokens.create(BUILD_TOKEN);
  await writeKey(file, created.accessKey);
  strapi.log.info(`Created the ${BUILD_TOKEN.name} API token and wrote its key to ${file}`);
}
