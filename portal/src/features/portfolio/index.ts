export { type Holding, useHoldings } from './api.ts';
