import { kycForms as domainKycForms } from '@fund/domain';
import { countryOptions } from '../reference/countries.ts';

/**
 * The domain's KYC form rules, their option lists completed with the API's one country list (Thailand first, the
 * same as the questionnaires'), so `GET /kyc/options` serves exactly the countries the forms accept.
 */
export const kycForms = {
  ...domainKycForms,
  kycFormOptions: { ...domainKycForms.kycFormOptions, countries: countryOptions() },
};
