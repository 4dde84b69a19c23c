/** The agreements of the investor's contract, each read to its end and accepted before signing. */
export const agreementKeys = ['management', 'powerOfAttorney', 'investmentPolicy'] as const;
export type AgreementKey = (typeof agreementKeys)[number];
