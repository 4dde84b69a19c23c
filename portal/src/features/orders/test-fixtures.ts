import type { Deposit } from '../deposits/index.ts';
import type { Holding } from '../portfolio/index.ts';
import type { Strategy, StrategyDetail } from '../strategies/index.ts';
import type { BatchOrder, Order, OrderBatch, TradingDay } from './api.ts';

/** A strategy as `GET /strategies` lists it; minimums and fees as the seed has them. */
export function strategy(code: string, th: string, en: string, overrides: Partial<Strategy> = {}): Strategy {
  return {
    code,
    name: { th, en },
    type: { th: 'สินทรัพย์ดิจิทัล', en: 'Digital assets' },
    summary: { th: 'สรุป', en: 'Summary' },
    riskLevel: 8,
    minBand: 'HIGH',
    nav: '12.3456',
    navDate: '2026-11-20',
    navIsDemo: true,
    returns: { '1D': null, '7D': null, '1W': null, '3M': null, '6M': null, '1Y': null, YTD: null },
    fees: {
      increasePercent: '0.25',
      switchInPercent: '0.25',
      performancePercent: '10',
      reducePercentOfProfit: '10',
      managementPercentPerYear: '1.5',
      totalCostPercentPerYear: '2',
    },
    minimums: { firstInvestment: '10000.00', nextInvestment: '10000.00', reductionValue: '1000.00' },
    managementStartDate: '2024-01-01',
    ...overrides,
  };
}

export const btc = strategy('M-BTC', 'บิตคอยน์', 'Bitcoin');
export const stable = strategy('M-STABLE', 'สเตเบิลคอยน์', 'Stablecoin', {
  riskLevel: 5,
  minBand: 'LOW',
  nav: '10.0000',
});
export const infra = strategy('M-INFRA', 'โครงสร้างพื้นฐาน', 'Infrastructure');

export function detail(base: Strategy): StrategyDetail {
  return {
    ...base,
    startPrice: '10.0000',
    currencyPolicy: null,
    dividendPolicy: null,
    registrationDate: null,
    manager: { th: 'บริษัทหลักทรัพย์จัดการกองทุน', en: 'The fund manager' },
    trustee: null,
    managementModel: null,
    dealing: null,
    suitableFor: null,
    unsuitableFor: null,
    yearlyReturns: [],
    maxDrawdownPercent: null,
    managementStarted: true,
  };
}

export function holding(code: string, units: string, overrides: Partial<Holding> = {}): Holding {
  return {
    strategyCode: code,
    name: { th: code, en: code },
    riskLevel: 5,
    units,
    availableUnits: units,
    reservedUnits: '0.0000',
    nav: '10.0000',
    navDate: '2026-11-20',
    value: '0.00',
    cost: '0.00',
    unrealizedProfitLoss: '0.00',
    unrealizedProfitLossPercent: '0.00',
    ratioPercent: '100.00',
    ...overrides,
  };
}

/** 23 Nov 2026 (a Monday) at 10:00 Bangkok: before the cut-off, the trade date is today. */
export const beforeCutOff: TradingDay = {
  now: '2026-11-23T03:00:00.000Z',
  businessDate: '2026-11-23',
  isBusinessDay: true,
  cutOff: '14:00',
  beforeCutOff: true,
  tradeDate: '2026-11-23',
  settlementDate: '2026-11-25',
};

/** The same day at 15:00 Bangkok: the next business day's NAV. */
export const afterCutOff: TradingDay = {
  ...beforeCutOff,
  now: '2026-11-23T08:00:00.000Z',
  beforeCutOff: false,
  tradeDate: '2026-11-24',
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 101,
    ref: 'ORD-101',
    strategyCode: 'M-BTC',
    stage: 'confirm',
    tradeDate: '2026-11-23',
    amount: '10000.00',
    units: null,
    requestedAmount: '10000.00',
    requestedUnits: null,
    fee: null,
    nav: null,
    fullRedemption: false,
    kind: 'increase',
    batchRef: null,
    paymentType: 'BANK_TRANSFER',
    paymentStatus: null,
    receiveType: null,
    riskMismatch: false,
    riskAcceptedAt: null,
    rejectReason: null,
    createdAt: '2026-11-23T03:00:00.000Z',
    settledAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

export const noPin = { pinSet: false, pinBlocked: false, twoFactorEnabled: false };
export const withPin = { pinSet: true, pinBlocked: false, twoFactorEnabled: false };
export const qrOn = { flags: { depositWithQRPayment: true } };
export const qrOff = { flags: { depositWithQRPayment: false } };

/** A multi-strategy investment as `GET /orders/batches/B-1` answers it: 10,000 in M-BTC and 15,000.50 in M-STABLE. */
export function batch(overrides: Partial<OrderBatch> = {}): OrderBatch {
  const item = (extra: Partial<BatchOrder>): BatchOrder => ({
    ...order({ batchRef: 'B-1' }),
    strategyName: { th: 'บิตคอยน์', en: 'Bitcoin' },
    estimatedFee: '25.00',
    ...extra,
  });
  return {
    batchRef: 'B-1',
    createdAt: '2026-11-23T03:00:00.000Z',
    total: '25000.50',
    totalFee: '25.00',
    orders: [
      item({}),
      item({
        id: 102,
        ref: 'ORD-102',
        strategyCode: 'M-STABLE',
        strategyName: { th: 'สเตเบิลคอยน์', en: 'Stablecoin' },
        amount: '15000.50',
        requestedAmount: '15000.50',
        estimatedFee: '0.00',
      }),
    ],
    deposit: null,
    ...overrides,
  };
}

export function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 55,
    ref: 'DEP-20261123-000055',
    amount: '25000.50',
    method: 'BANK_TRANSFER',
    status: 'AWAITING_SLIP',
    orderIds: [101, 102],
    slipUploaded: false,
    rejectReason: null,
    createdAt: '2026-11-23T03:05:00.000Z',
    verifiedAt: null,
    companyAccount: {
      bankName: { th: 'ธนาคาร', en: 'Bank' },
      branch: { th: 'สาขา', en: 'Branch' },
      accountNumber: '000-0-00000-0',
      accountName: { th: 'บริษัท', en: 'Company' },
    },
    ...overrides,
  };
}
