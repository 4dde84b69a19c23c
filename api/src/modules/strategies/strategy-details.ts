import { investing } from '@fund/domain';

/**
 * The fields of spec §3 Strategy beyond what the site lists. Fee rates are fractions; the spec names the fees but
 * not their rates, so these are the manager's published demo rates, editable by staff.
 */
const trustee = {
  th: 'ผู้รับฝากทรัพย์สินอิสระที่ได้รับอนุญาตจาก ก.ล.ต. (ทรัพย์สินเก็บในนามของลูกค้า)',
  en: "An SEC-licensed independent custodian (assets held in the customer's name)",
};
const currencyPolicy = {
  th: 'ลงทุนและรายงานมูลค่าเป็นเงินบาท ไม่ป้องกันความเสี่ยงอัตราแลกเปลี่ยน',
  en: 'Invested and valued in Thai baht; currency risk is not hedged',
};
const dividendPolicy = { th: 'ไม่จ่ายเงินปันผล', en: 'No dividend' };
const dealing = {
  increaseDays: { th: 'ทุกวันทำการ', en: 'Every business day' },
  reduceDays: { th: 'ทุกวันทำการ', en: 'Every business day' },
  period: {
    th: `ส่งคำสั่งได้ตลอดเวลา คำสั่งก่อน ${investing.cutOffTime} น. ใช้ NAV ของวันนั้น หลังจากนั้นใช้ NAV วันทำการถัดไป`,
    en: `Orders any time; before ${investing.cutOffTime} they trade at that day’s NAV, after it at the next business day’s`,
  },
  cutOff: investing.cutOffTime,
  settlement: { th: 'ภายใน 2 วันทำการ (T+1)', en: 'Within 2 business days (T+1)' },
};
const activeModel = {
  th: 'บริหารเชิงรุกโดยผู้จัดการกองทุน ปรับสัดส่วนตามกรอบนโยบาย',
  en: 'Actively managed within the investment policy by the fund manager',
};

interface Detail {
  startPrice: string;
  increaseFeeRate: string;
  switchInFeeRate: string;
  reduceFeeRate: string;
  managementFeeRate: string;
  /** Charged by the manager within the NAV, never off an order: disclosed only. */
  performanceFeeRate: string;
  totalCostRate: string;
  minFirstInvestment: string;
  minNextInvestment: string;
  minReductionValue: string;
  registrationDate: string;
  managementStartDate: string;
  managementModel: { th: string; en: string };
  suitableFor: { th: string; en: string };
  unsuitableFor: { th: string; en: string };
}

const growthAudience = {
  suitableFor: {
    th: 'ผู้ลงทุนที่รับความเสี่ยงได้สูงมาก ลงทุนระยะยาว 3 ปีขึ้นไป และรับความผันผวนของราคาได้',
    en: 'Investors with a very high risk tolerance, a horizon of 3 years or more, who accept large price swings',
  },
  unsuitableFor: {
    th: 'ผู้ที่ต้องการเงินต้นคืนครบ หรือต้องใช้เงินในระยะสั้น',
    en: 'Anyone who needs the capital back in full or within a short time',
  },
};

const standard = {
  startPrice: '10.0000',
  increaseFeeRate: '0.002500',
  switchInFeeRate: '0.002500',
  reduceFeeRate: '0.100000',
  managementFeeRate: '0.020000',
  performanceFeeRate: '0.100000',
  totalCostRate: '0.023500',
  minFirstInvestment: '10000.00',
  minNextInvestment: '10000.00',
  minReductionValue: '1000.00',
  managementModel: activeModel,
  ...growthAudience,
};

export const strategyDetails: Record<string, Detail> = {
  'M-BTC': {
    ...standard,
    managementFeeRate: '0.015000',
    totalCostRate: '0.018500',
    registrationDate: '2021-02-15',
    managementStartDate: '2021-03-01',
    managementModel: {
      th: 'ถือบิตคอยน์เป็นหลัก ปรับสัดส่วนเงินสดตามสภาวะตลาด',
      en: 'Holds bitcoin, adjusting the cash share to market conditions',
    },
  },
  'M-LARGECAP': { ...standard, registrationDate: '2021-05-17', managementStartDate: '2021-06-01' },
  'M-INFRA': { ...standard, registrationDate: '2022-01-17', managementStartDate: '2022-02-01' },
  'M-META': { ...standard, registrationDate: '2022-01-17', managementStartDate: '2022-02-01' },
  'M-STABLE': {
    ...standard,
    increaseFeeRate: '0.000000',
    switchInFeeRate: '0.000000',
    reduceFeeRate: '0.050000',
    managementFeeRate: '0.008000',
    performanceFeeRate: '0.000000',
    totalCostRate: '0.010000',
    minReductionValue: '500.00',
    registrationDate: '2022-12-15',
    managementStartDate: '2023-01-03',
    managementModel: {
      th: 'ลงทุนในสเตเบิลคอยน์ที่อ้างอิงดอลลาร์สหรัฐและรับผลตอบแทนจากการให้กู้ยืมที่มีหลักประกัน',
      en: 'Holds US-dollar stablecoins and earns from collateralised lending',
    },
    suitableFor: {
      th: 'ผู้ลงทุนที่ต้องการความผันผวนต่ำและผลตอบแทนสม่ำเสมอ',
      en: 'Investors who want low volatility and steady returns',
    },
    unsuitableFor: {
      th: 'ผู้ที่ต้องการผลตอบแทนสูงจากการเติบโตของราคาสินทรัพย์ดิจิทัล',
      en: 'Anyone seeking high returns from digital-asset price growth',
    },
  },
  // A new strategy: registered, management not started yet (its drawdown shows the special message).
  'M-NEXTGEN': { ...standard, registrationDate: '2026-10-01', managementStartDate: '2027-01-04' },
};

// The manager is the active brand's company (its legal name, from `BRAND`), so it is not written here.
export const sharedDetails = { trustee, currencyPolicy, dividendPolicy, dealing };

/** Yearly drift and volatility of each strategy's synthetic demo history. */
export const demoPriceModel: Record<string, { drift: number; volatility: number }> = {
  'M-BTC': { drift: 0.25, volatility: 0.6 },
  'M-LARGECAP': { drift: 0.2, volatility: 0.65 },
  'M-INFRA': { drift: 0.15, volatility: 0.8 },
  'M-META': { drift: 0.05, volatility: 0.9 },
  'M-STABLE': { drift: 0.06, volatility: 0.01 },
  'M-NEXTGEN': { drift: 0.3, volatility: 1 },
};
