import type { Brand, Language } from '@fund/domain';
import { emailT, signedMail } from './email-text.ts';
import type { RenderedMail } from './templates.ts';

/** What a change request changes (the catalogue's `email:changeRequestSubjects`). */
export type ChangeRequestKind = 'PROFILE' | 'BANK_ACCOUNT' | 'WALLET';

/** DESIGN §4 "Servicing": the investor hears of compliance's decision on a change request by e-mail. */
export const changeRequestTemplates = {
  'change-request-approved': (
    language: Language,
    { kind, portalUrl }: { kind: ChangeRequestKind; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    signedMail(
      language,
      'changeRequestApproved',
      { subject: emailT(language)(`changeRequestSubjects.${kind}`), portalUrl },
      brand,
    ),
  'change-request-rejected': (
    language: Language,
    { kind, reason, portalUrl }: { kind: ChangeRequestKind; reason: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    signedMail(
      language,
      'changeRequestRejected',
      { subject: emailT(language)(`changeRequestSubjects.${kind}`), reason, portalUrl },
      brand,
    ),
} as const;
