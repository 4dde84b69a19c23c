export { createDeposit, type Deposit, type DepositMethod, type DepositStatus, useDeposits } from './api.ts';
