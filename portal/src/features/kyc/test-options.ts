import { kycForms } from '@fund/domain';

/** GET /kyc/options as the API answers it: the domain's choices, a short country list (Thailand first), banks. */
export const optionsAnswer = () =>
  Response.json({
    ...kycForms.kycFormOptions,
    countries: [
      { code: 'TH', th: 'ไทย', en: 'Thailand' },
      { code: 'JP', th: 'ญี่ปุ่น', en: 'Japan' },
      { code: 'US', th: 'สหรัฐอเมริกา', en: 'United States' },
    ],
    banks: kycForms.thaiBanks,
  });
