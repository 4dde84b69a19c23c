import { kycForms } from '@fund/domain';

/** GET /kyc/options as the API answers it: the domain's choices, a short country list (Thailand first), banks. */
export const optionsAnswer = () =>
  Response.json({
    ...kycForms.kycFormOptions,
    countries: [
      { value: 'TH', th: 'ไทย', en: 'Thailand' },
      { value: 'JP', th: 'ญี่ปุ่น', en: 'Japan' },
      { value: 'US', th: 'สหรัฐอเมริกา', en: 'United States' },
    ],
    banks: kycForms.thaiBanks,
  });
