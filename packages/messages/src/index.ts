import { backoffice as backofficeEn } from './namespaces/backoffice/en.ts';
import { backoffice as backofficeTh } from './namespaces/backoffice/th.ts';
import { common as commonEn } from './namespaces/common.en.ts';
import { common as commonTh } from './namespaces/common.th.ts';
import { email as emailEn } from './namespaces/email.en.ts';
import { email as emailTh } from './namespaces/email.th.ts';
import { enquiry as enquiryEn } from './namespaces/enquiry.en.ts';
import { enquiry as enquiryTh } from './namespaces/enquiry.th.ts';
import { errors as errorsEn } from './namespaces/errors.en.ts';
import { errors as errorsTh } from './namespaces/errors.th.ts';
import { glossary as glossaryEn } from './namespaces/glossary.en.ts';
import { glossary as glossaryTh } from './namespaces/glossary.th.ts';
import { pdf as pdfEn } from './namespaces/pdf.en.ts';
import { pdf as pdfTh } from './namespaces/pdf.th.ts';
import { en as portalEn } from './namespaces/portal/en.ts';
import { th as portalTh } from './namespaces/portal/th.ts';
import { reactAdmin as reactAdminEn } from './namespaces/react-admin.en.ts';
import { reactAdmin as reactAdminTh } from './namespaces/react-admin.th.ts';
import { site as siteEn } from './namespaces/site.en.ts';
import { site as siteTh } from './namespaces/site.th.ts';
import { siteIslands as siteIslandsEn } from './namespaces/site-islands.en.ts';
import { siteIslands as siteIslandsTh } from './namespaces/site-islands.th.ts';
import type { Language } from './types.ts';

export { intlLocales } from './locales.ts';
export { type Language, languages, type Messages } from './types.ts';

/**
 * Every namespace in both languages, as i18next reads resources (`language → namespace → keys`). Thai is written
 * first and each English namespace is typed against it, so a key missing or extra in either fails the type check.
 * A browser bundle imports the one namespace it needs from `@fund/messages/namespaces/<name>.<language>` instead.
 */
export const catalogue = {
  th: {
    errors: errorsTh,
    glossary: glossaryTh,
    common: commonTh,
    email: emailTh,
    pdf: pdfTh,
    portal: portalTh,
    site: siteTh,
    'site-islands': siteIslandsTh,
    enquiry: enquiryTh,
    backoffice: backofficeTh,
    'react-admin': reactAdminTh,
  },
  en: {
    errors: errorsEn,
    glossary: glossaryEn,
    common: commonEn,
    email: emailEn,
    pdf: pdfEn,
    portal: portalEn,
    site: siteEn,
    'site-islands': siteIslandsEn,
    enquiry: enquiryEn,
    backoffice: backofficeEn,
    'react-admin': reactAdminEn,
  },
} as const satisfies Record<Language, object>;

export type Catalogue = (typeof catalogue)['th'];
export type Namespace = keyof Catalogue;
export const namespaces = Object.keys(catalogue.th) as Namespace[];
