import { createHash } from 'node:crypto';
import type { ContractContent } from './types.ts';
import { contractV1 } from './v1.ts';

export type { Agreement, ContractContent, Text } from './types.ts';

/** Every published version, oldest first; the last is the one investors sign now. */
export const contractVersions: readonly ContractContent[] = [contractV1];

export const currentContract: ContractContent = contractVersions.at(-1)!;

export function contractVersion(version: number): ContractContent | undefined {
  return contractVersions.find((content) => content.version === version);
}

/**
 * SHA-256 (hex) of the agreement texts of a version, as served: the version, then each agreement's key, titles
 * and paragraphs in order, serialised as JSON. The hash is printed in the PDF and kept with the signature, so
 * anyone holding the texts can show which wording was accepted.
 */
export function contentHashOf(content: ContractContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
