export { type Strategy, type StrategyDetail, useStrategies, useStrategy } from './api.ts';
