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
  reason: string | null;
  email: string;
  nameTh: string | null;
  nameEn: string | null;
  decidedByEmail: string | null;
  decidedAt: string | null;
  createdAt: string;
}
