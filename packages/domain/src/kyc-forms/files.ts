/** What the KYC uploads may be (checked again by the API on the bytes, not the name). */
export const kycFileKinds = [
  'ID_FRONT',
  'ID_BACK',
  'SELFIE',
  'EDD_STATEMENT',
  'EDD_SUPPORT',
  /** The book bank's first page, naming the account and its holder: it comes with a bank-account change request. */
  'BOOK_BANK',
] as const;
export type KycFileKind = (typeof kycFileKinds)[number];

export const kycPhotoKinds: readonly KycFileKind[] = ['ID_FRONT', 'ID_BACK', 'SELFIE'];

/** The enhanced due diligence documents: 6 months of bank statements and a supporting document. */
export const eddFileKinds: readonly KycFileKind[] = ['EDD_STATEMENT', 'EDD_SUPPORT'];

export const kycFileRules = {
  maxBytes: 10 * 1024 * 1024,
  /** Photos are images; due-diligence documents may also be PDF statements. */
  mimeTypesOf: (kind: KycFileKind): readonly string[] =>
    kycPhotoKinds.includes(kind) || kind === 'BOOK_BANK'
      ? ['image/jpeg', 'image/png']
      : ['image/jpeg', 'image/png', 'application/pdf'],
} as const;
