export { type PayoutStatus, useOrderPayouts } from './api.ts';
export { PayoutBrief } from './payout-brief.tsx';
export { PayoutCard } from './payout-card.tsx';
