export const agreementKeys = ['management', 'powerOfAttorney', 'investmentPolicy'] as const;
export type AgreementKey = (typeof agreementKeys)[number];

export interface Text {
  th: string;
  en: string;
}

export interface Agreement {
  key: AgreementKey;
  title: Text;
  paragraphs: { th: string[]; en: string[] };
}

export interface ContractContent {
  version: number;
  agreements: Agreement[];
}
