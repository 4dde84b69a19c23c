/** What the KYC uploads may be (checked again by the API on the bytes, not the name). */
export const kycFileKinds = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'EDD_STATEMENT', 'EDD_SUPPORT'] as const;
export type KycFileKind = (typeof kycFileKinds)[number];

export const kycPhotoKinds: readonly KycFileKind[] = ['ID_FRONT', 'ID_BACK', 'SELFIE'];

export const kycFileRules = {
  maxBytes: 10 * 1024 * 1024,
  /** Photos are images; due-diligence documents may also be PDF statements. */
  mimeTypesOf: (kind: KycFileKind): readonly string[] =>
    kycPhotoKinds.includes(kind)
      ? ['image/jpeg', 'image/png']
      : ['image/jpeg', 'image/png', 'application/pdf'],
} as const;
