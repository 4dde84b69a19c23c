export interface ChangeRequestRecord {
  id: number;
  userId: number;
  kind: 'PROFILE' | 'BANK_ACCOUNT';
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

/** A value as compliance reads it: an address or a beneficiary on one line, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => (k === 'houseDetail' || k === 'name' ? String(v) : `${k}: ${String(v)}`))
    .join(', ');
}
