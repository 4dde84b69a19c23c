import type {
  JuristicAccountStatus,
  JuristicAuthorisedPerson,
  JuristicDocumentKind,
  SuitabilityRiskType,
} from '@fund/domain';

export interface JuristicFile {
  id: string;
  kind: JuristicDocumentKind;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
  /** The API path of the bytes (staff only). */
  url: string;
}

export interface JuristicAccountRecord {
  id: number;
  companyName: string;
  companyNameEn: string;
  registrationNumber: string;
  address: {
    kind: 'THAI';
    houseDetail: string;
    subDistrict: string;
    district: string;
    province: string;
    postalCode: string;
  };
  authorisedPersons: JuristicAuthorisedPerson[];
  email: string;
  language: 'th' | 'en';
  riskLevel: SuitabilityRiskType;
  riskReason: string;
  status: JuristicAccountStatus;
  preparedBy: number;
  preparedByEmail: string;
  decidedByEmail: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  userId: number | null;
  createdAt: string;
  files?: JuristicFile[];
}
