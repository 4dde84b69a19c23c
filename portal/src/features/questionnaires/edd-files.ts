import { kycForms } from '@fund/domain';
import { ApiError } from '../../lib/api-client.ts';
import { type EddFileKind, uploadKycFile } from './api.ts';

/** The two documents of enhanced due diligence (spec §3): 6 months of bank statements and a supporting document. */
export const eddKinds: EddFileKind[] = ['EDD_STATEMENT', 'EDD_SUPPORT'];

export const eddFieldOf: Record<EddFileKind, 'statement' | 'support'> = {
  EDD_STATEMENT: 'statement',
  EDD_SUPPORT: 'support',
};

export const eddMaxMegabytes = kycForms.kycFileRules.maxBytes / (1024 * 1024);

/** The same checks as the API (which reads the bytes again): a file, of an accepted type, within the size limit. */
export function eddFileProblem(kind: EddFileKind, file: File | undefined): string | undefined {
  if (!file) return 'questionnaires.edd.fileRequired';
  if (!kycForms.kycFileRules.mimeTypesOf(kind).includes(file.type)) return 'questionnaires.edd.fileType';
  if (file.size > kycForms.kycFileRules.maxBytes) return 'questionnaires.edd.fileTooLarge';
  return undefined;
}

const apiCodeText: Record<string, string> = {
  FILE_REQUIRED: 'questionnaires.edd.fileRequired',
  FILE_TYPE_NOT_ALLOWED: 'questionnaires.edd.fileType',
  KYC_FILE_TOO_LARGE: 'questionnaires.edd.fileTooLarge',
};

/** Uploads one EDD document; a refusal comes back as the field's error token. */
export async function uploadEddFile(
  kind: EddFileKind,
  file: File,
): Promise<{ id: string } | { error: string }> {
  try {
    return await uploadKycFile(kind, file);
  } catch (failure) {
    const code = failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR';
    return { error: apiCodeText[code] ?? `api:${code}` };
  }
}

/**
 * A profile change's EDD documents, both checked before either is sent, then uploaded in turn: their ids, or each
 * field's error token (keyed "statement" / "support").
 */
export async function uploadEddDocuments(
  files: Partial<Record<EddFileKind, File>>,
): Promise<{ ids: string[] } | { errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  for (const kind of eddKinds) {
    const problem = eddFileProblem(kind, files[kind]);
    if (problem) errors[eddFieldOf[kind]] = problem;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const ids: string[] = [];
  for (const kind of eddKinds) {
    const result = await uploadEddFile(kind, files[kind]!);
    if ('error' in result) return { errors: { [eddFieldOf[kind]]: result.error } };
    ids.push(result.id);
  }
  return { ids };
}
