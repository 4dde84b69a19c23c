/** The six strategies of the fund manager, by their codes. */
export const strategyCodes = ['M-BTC', 'M-STABLE', 'M-META', 'M-INFRA', 'M-NEXTGEN', 'M-LARGECAP'] as const;
export const strategyChoices = strategyCodes.map((code) => ({ id: code, name: code }));

export const orderStages = ['confirm', 'approved', 'success', 'reject', 'cancelled'] as const;
export type OrderStage = (typeof orderStages)[number];
export const orderKinds = ['increase', 'reduce', 'switch'] as const;
export type OrderKind = (typeof orderKinds)[number];

export const stageChoices = orderStages.map((id) => ({ id, name: `resources.orders.stages.${id}` }));
export const kindChoices = orderKinds.map((id) => ({ id, name: `resources.orders.kinds.${id}` }));

export interface OrderLeg {
  id: number;
  ref: string;
  strategyCode: string;
  stage: OrderStage;
  tradeDate: string;
  amount: string | null;
  units: string | null;
  requestedAmount: string | null;
  requestedUnits: string | null;
  fee: string | null;
  nav: string | null;
  fullRedemption: boolean;
}

/** As `GET /admin/orders` and `GET /admin/orders/:id` answer; a switch is its out leg with both legs. */
export interface OrderRecord extends OrderLeg {
  kind: OrderKind;
  batchRef: string | null;
  paymentType: string | null;
  receiveType: string | null;
  riskMismatch: boolean;
  riskAcceptedAt: string | null;
  rejectReason: string | null;
  createdAt: string;
  settledAt: string | null;
  cancelledAt: string | null;
  legs?: { out: OrderLeg; in: OrderLeg };
  userId?: number;
  email?: string;
}

/** A decimal string with thousands separators, digits untouched (never through a float). */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
