import type { CaseFile } from '../kyc-cases/types.ts';

export const changeRequestKinds = ['PROFILE', 'BANK_ACCOUNT', 'WALLET'] as const;
export type ChangeRequestKind = (typeof changeRequestKinds)[number];

export interface ChangeRequestRecord {
  id: number;
  userId: number;
  kind: ChangeRequestKind;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  eddRequired: boolean;
  fileIds: string[];
  /** The documents with what they are (the one request's detail only): EDD documents, a book-bank photo. */
  files?: CaseFile[];
  reason: string | null;
  email: string;
  nameTh: string | null;
  nameEn: string | null;
  decidedByEmail: string | null;
  decidedAt: string | null;
  createdAt: string;
}
