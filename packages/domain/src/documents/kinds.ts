/** The documents an investor finds in the portal's documents list, each from its own store. */
export const documentKinds = ['CONTRACT', 'TAX_INVOICE', 'ORDER_CONFIRMATION', 'MONTHLY_STATEMENT'] as const;
export type DocumentKind = (typeof documentKinds)[number];
