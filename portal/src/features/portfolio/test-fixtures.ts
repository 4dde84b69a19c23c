import type { Answer, ItemOf } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import type { Transaction } from '../transactions/index.ts';
import type { Holding, PortfolioSummary } from './api.ts';

/** `/kyc/progress`'s completeness with its first `score` points earned, as the API counts them. */
export function completeness(score: number): Answer<'/kyc/progress'>['completeness'] {
  const names = [
    'kyc',
    'onfido',
    'verifio',
    'suit',
    'passDopa',
    'isVerified',
    'agreeFatca',
    'contractVerified',
    'walletOrBank',
  ] as const;
  const points = Object.fromEntries(names.map((name, index) => [name, index < score])) as Record<
    (typeof names)[number],
    boolean
  >;
  return { score, max: names.length, points };
}

/** `/kyc/progress` of an investor whose every step is done; a test overrides what it is about. */
export const progressBase: Answer<'/kyc/progress'> = {
  steps: [],
  case: null,
  customerService: false,
  completeness: completeness(9),
  readyToInvest: true,
  readiness: { fatca: true, isVerified: true, kyc: true, contract: true, suitability: true, liveness: true },
};

export const readyProgress = (readyToInvest = true) =>
  answerOf('/kyc/progress', 'get', {
    ...progressBase,
    readyToInvest,
    readiness: { ...progressBase.readiness, contract: readyToInvest },
  });

export const transaction = (extra: Partial<Transaction> = {}): Transaction => ({
  id: 41,
  ref: 'ORD-20261120-0041',
  kind: 'increase',
  stage: 'success',
  strategyCode: 'M-BTC',
  strategyName: { th: 'เอ็ม บิทคอยน์', en: 'M Bitcoin' },
  toStrategyCode: null,
  toStrategyName: null,
  tradeDate: '2026-11-20',
  createdAt: '2026-11-20T06:30:00.000Z',
  amount: '10000.00',
  units: '952.3810',
  unitsIn: '952.3810',
  unitsOut: null,
  nav: '10.5000',
  fee: '0.00',
  paymentType: 'BANK_TRANSFER',
  paymentStatus: null,
  receiveType: null,
  switchOutRef: null,
  switchInRef: null,
  rejectReason: null,
  preliminary: false,
  payout: null,
  ...extra,
});

export const summary = (extra: Partial<PortfolioSummary> = {}): PortfolioSummary => ({
  asOf: '2026-11-20',
  preliminary: false,
  totalValue: '10500.00',
  inTransit: '0.00',
  principalValue: '10000.00',
  profitFromPrincipal: '500.00',
  profitFromPrincipalPercent: '5.00',
  totalProfitLoss: '-12.34',
  accumulatedInvestment: '25000.00',
  strategiesCount: 1,
  pending: { count: 1, amount: '15000.00' },
  latestTransactions: [transaction()],
  customerBand: 'MODERATE',
  recommendedStrategies: [
    { code: 'M-STABLE', name: { th: 'เอ็ม สเตเบิล', en: 'M Stable' }, riskLevel: 5, minBand: 'LOW' },
  ],
  ...extra,
});

export const holding = (extra: Partial<Holding> = {}): Holding => ({
  strategyCode: 'M-BTC',
  name: { th: 'เอ็ม บิทคอยน์', en: 'M Bitcoin' },
  riskLevel: 8,
  units: '952.3810',
  availableUnits: '952.3810',
  reservedUnits: '0.0000',
  nav: '11.0250',
  navDate: '2026-11-20',
  value: '10500.00',
  cost: '10000.00',
  unrealizedProfitLoss: '500.00',
  unrealizedProfitLossPercent: '5.00',
  ratioPercent: '100.00',
  ...extra,
});

/** A document of the investor's, as `GET /documents` lists it. */
export const document = (
  overrides: Partial<ItemOf<Answer<'/documents'>>> = {},
): ItemOf<Answer<'/documents'>> => ({
  id: 'doc-1',
  kind: 'CONTRACT',
  title: { th: 'สัญญา', en: 'Contract' },
  date: '2026-11-20',
  number: null,
  status: null,
  orderRef: null,
  strategyCode: null,
  total: null,
  createdAt: '2026-11-20T06:30:00.000Z',
  url: '/api/documents/doc-1/file',
  ...overrides,
});
