/** As `GET /admin/settlements` answers: what one NAV approval settled. */
export interface SettlementRecord {
  id: number;
  strategyCode: string;
  tradeDate: string;
  nav: string;
  ordersSettled: number;
  unitsIn: string;
  unitsOut: string;
  amountIn: string;
  amountOut: string;
  fees: string;
  approvedBy: string | null;
  createdAt: string;
}
