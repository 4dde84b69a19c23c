import type { AgreementKey } from '@fund/domain';

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
