import type { Brand, BilingualText as Text } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

/** Who issues the tax invoices (Revenue Code s. 86/4): the brand they are numbered under and the legal entity. */
export interface TaxInvoiceSeller {
  brand: string;
  legalName: Text;
  taxId: string;
  branch: Text;
  address: Text;
}

/**
 * The default is the active brand (`BRAND`): its legal name, registration number (the tax id) and address, at its
 * head office. An `app_settings` row with the key `taxInvoiceSeller` (same shape, any part of it) overrides it
 * without a release; each invoice keeps the seller as it was when issued.
 */
export function defaultSeller(brand: Brand): TaxInvoiceSeller {
  return {
    brand: brand.invoicePrefix,
    legalName: brand.legalName,
    taxId: brand.registrationNumber,
    branch: { th: 'สำนักงานใหญ่', en: 'Head office' },
    address: brand.address,
  };
}

export const sellerSettingKey = 'taxInvoiceSeller';

export async function taxInvoiceSeller(
  ctx: AppContext,
  transaction?: Transaction,
): Promise<TaxInvoiceSeller> {
  const [row] = await ctx.sequelize.query<{ value: Partial<TaxInvoiceSeller> }>(
    'SELECT value FROM app_settings WHERE key = :key',
    { type: QueryTypes.SELECT, replacements: { key: sellerSettingKey }, transaction },
  );
  return { ...defaultSeller(ctx.config.brand), ...(row?.value ?? {}) };
}
