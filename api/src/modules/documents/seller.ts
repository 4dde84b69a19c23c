import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

type Text = { th: string; en: string };

/** Who issues the tax invoices (Revenue Code s. 86/4): the brand they are numbered under and the legal entity. */
export interface TaxInvoiceSeller {
  brand: string;
  legalName: Text;
  taxId: string;
  branch: Text;
  address: Text;
}

/**
 * The seeded default. An `app_settings` row with the key `taxInvoiceSeller` (same shape, any part of it) overrides
 * it without a release; each invoice keeps the seller as it was when issued.
 */
export const defaultSeller: TaxInvoiceSeller = {
  brand: 'MF',
  legalName: { th: 'บริษัท เอ็ม ฟันด์ แมเนจเม้นท์ จำกัด', en: 'M Fund Management Co., Ltd.' },
  taxId: '0105561000000',
  branch: { th: 'สำนักงานใหญ่', en: 'Head office' },
  address: {
    th: '98 อาคารสาทรสแควร์ ชั้น 20 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
    en: '98 Sathorn Square, 20th floor, North Sathorn Road, Silom, Bang Rak, Bangkok 10500',
  },
};

export const sellerSettingKey = 'taxInvoiceSeller';

export async function taxInvoiceSeller(
  ctx: AppContext,
  transaction?: Transaction,
): Promise<TaxInvoiceSeller> {
  const [row] = await ctx.sequelize.query<{ value: Partial<TaxInvoiceSeller> }>(
    'SELECT value FROM app_settings WHERE key = :key',
    { type: QueryTypes.SELECT, replacements: { key: sellerSettingKey }, transaction },
  );
  return { ...defaultSeller, ...(row?.value ?? {}) };
}
