import { type Brand, depositPayee, type BilingualText as Text } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export interface CompanyAccount {
  bankName: Text;
  branch: Text;
  accountNumber: string;
  accountName: Text;
}

/** The PromptPay id QR payments are made to: a tax id (with its biller suffix) or an e-wallet id. */
export interface PromptPayTarget {
  type: 'TAX_ID' | 'EWALLET_ID';
  /** 13-digit tax id plus a 2-digit biller suffix (15 digits), or a 15-digit e-wallet id. */
  id: string;
}

export interface DepositSettings {
  account: CompanyAccount;
  promptPay: PromptPayTarget;
}

/**
 * The default: the client money account investors transfer to, in the active brand's legal name (`BRAND`), and
 * the PromptPay biller. An `app_settings` row with the key `companyAccount` (same shape, any part of it) overrides
 * the bank details without a release; the payee is always the brand's legal name, so it reads as on every other
 * page, e-mail and document.
 */
export function defaultDepositSettings(brand: Brand): DepositSettings {
  return {
    account: {
      bankName: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
      branch: { th: 'สำนักงานใหญ่ ราษฎร์บูรณะ', en: 'Head Office, Rat Burana' },
      accountNumber: '123-4-56789-0',
      accountName: depositPayee(brand),
    },
    promptPay: { type: 'TAX_ID', id: '010556100000000' },
  };
}

export const companyAccountSettingKey = 'companyAccount';

export async function depositSettings(ctx: AppContext): Promise<DepositSettings> {
  const [row] = await ctx.sequelize.query<{ value: Partial<DepositSettings> }>(
    'SELECT value FROM app_settings WHERE key = :key',
    { type: QueryTypes.SELECT, replacements: { key: companyAccountSettingKey } },
  );
  const stored = row?.value ?? {};
  const defaults = defaultDepositSettings(ctx.config.brand);
  return {
    account: { ...defaults.account, ...(stored.account ?? {}), accountName: defaults.account.accountName },
    promptPay: { ...defaults.promptPay, ...(stored.promptPay ?? {}) },
  };
}
