import type { Holding } from '../portfolio/index.ts';
import type { StrategyDetail } from './api.ts';

/** A strategy as `GET /strategies/{code}` answers it (the list answers the same minus the detail fields). */
export function strategyDetail(overrides: Partial<StrategyDetail> = {}): StrategyDetail {
  return {
    code: 'M-BTC',
    name: { th: 'เอ็ม บิตคอยน์', en: 'M Bitcoin' },
    type: { th: 'กองทุนบิตคอยน์', en: 'Bitcoin fund' },
    summary: { th: 'ลงทุนในบิตคอยน์', en: 'Invests in bitcoin' },
    riskLevel: 8,
    minBand: 'MODERATE',
    nav: '12.3456',
    navDate: '2026-11-20',
    navIsDemo: true,
    returns: {
      '1D': '0.50',
      '7D': '-1.25',
      '1W': '-1.20',
      '3M': '4.10',
      '6M': '8.00',
      '1Y': '23.45',
      YTD: '-3.10',
    },
    fees: {
      increasePercent: '0.25',
      switchInPercent: '0.2',
      performancePercent: '10',
      reducePercentOfProfit: '10',
      managementPercentPerYear: '1.5',
      totalCostPercentPerYear: '1.85',
    },
    minimums: { firstInvestment: '10000.00', nextInvestment: '10000.00', reductionValue: '1000.00' },
    managementStartDate: '2021-03-01',
    startPrice: '10.0000',
    currencyPolicy: { th: 'ลงทุนเป็นเงินบาท', en: 'Invested in Thai baht' },
    dividendPolicy: { th: 'ไม่จ่ายเงินปันผล', en: 'No dividend' },
    registrationDate: '2021-02-15',
    manager: { th: 'บริษัท เอ็มฟันด์', en: 'MFund Asset Management Co., Ltd.' },
    trustee: { th: 'ผู้รับฝากทรัพย์สินอิสระ', en: 'An independent custodian' },
    managementModel: { th: 'บริหารเชิงรุก', en: 'Actively managed' },
    dealing: {
      increaseDays: { th: 'ทุกวันทำการ', en: 'Every business day' },
      reduceDays: { th: 'ทุกวันทำการ', en: 'Every business day' },
      period: { th: 'ส่งคำสั่งได้ตลอดเวลา', en: 'Orders any time' },
      cutOff: '14:00',
      settlement: { th: 'ภายใน 2 วันทำการ (T+1)', en: 'Within 2 business days (T+1)' },
    },
    suitableFor: { th: 'ผู้ลงทุนระยะยาว', en: 'Long-term investors' },
    unsuitableFor: { th: 'ผู้ที่ต้องใช้เงินระยะสั้น', en: 'Anyone who needs the money soon' },
    yearlyReturns: [
      { year: 2025, return: '45.10' },
      { year: 2026, return: '-3.10' },
    ],
    maxDrawdownPercent: '-35.20',
    managementStarted: true,
    ...overrides,
  };
}

export const stableDetail = strategyDetail({
  code: 'M-STABLE',
  name: { th: 'เอ็ม สเตเบิล', en: 'M Stable' },
  type: { th: 'กองทุนเหรียญมูลค่าคงที่', en: 'Stablecoin fund' },
  riskLevel: 5,
  minBand: 'LOW',
  nav: '10.5000',
  navIsDemo: false,
  returns: {
    '1D': '0.01',
    '7D': '0.10',
    '1W': '0.10',
    '3M': '1.20',
    '6M': '2.40',
    '1Y': '5.00',
    YTD: '4.50',
  },
  fees: {
    increasePercent: '0',
    switchInPercent: '0',
    performancePercent: '0',
    reducePercentOfProfit: '5',
    managementPercentPerYear: '0.5',
    totalCostPercentPerYear: '0.6',
  },
  minimums: { firstInvestment: '10000.00', nextInvestment: '10000.00', reductionValue: '500.00' },
  maxDrawdownPercent: '-0.80',
});

export const metaDetail = strategyDetail({
  code: 'M-META',
  name: { th: 'เอ็ม เมตาเวิร์ส', en: 'M Metaverse' },
  riskLevel: 8,
  minBand: 'VERY_HIGH',
  navIsDemo: false,
});

export const largecapDetail = strategyDetail({
  code: 'M-LARGECAP',
  name: { th: 'เอ็ม ลาร์จแคป', en: 'M Large Cap' },
});
export const infraDetail = strategyDetail({ code: 'M-INFRA', name: { th: 'เอ็ม อินฟรา', en: 'M Infra' } });

export function holding(overrides: Partial<Holding> = {}): Holding {
  return {
    strategyCode: 'M-BTC',
    name: { th: 'เอ็ม บิตคอยน์', en: 'M Bitcoin' },
    riskLevel: 8,
    units: '1234.5678',
    availableUnits: '1234.5678',
    reservedUnits: '0.0000',
    nav: '12.3456',
    navDate: '2026-11-20',
    value: '15241.48',
    cost: '12000.00',
    unrealizedProfitLoss: '3241.48',
    unrealizedProfitLossPercent: '27.01',
    ratioPercent: '100.00',
    ...overrides,
  };
}
