import type { Messages } from '../../types.ts';
import { appEn } from './app.en.ts';
import { appSettingsEn } from './app-settings.en.ts';
import { auditLogEn } from './audit-log.en.ts';
import { changeRequestsEn } from './change-requests.en.ts';
import { clientErrorsEn } from './client-errors.en.ts';
import { depositsEn } from './deposits.en.ts';
import { featureFlagsEn } from './feature-flags.en.ts';
import { fxRatesEn } from './fx-rates.en.ts';
import { holidaysEn } from './holidays.en.ts';
import { inboxEn } from './inbox.en.ts';
import { juristicAccountsEn } from './juristic-accounts.en.ts';
import { kycCasesEn } from './kyc-cases.en.ts';
import { navsEn } from './navs.en.ts';
import { ordersEn } from './orders.en.ts';
import { outboxEn } from './outbox.en.ts';
import { payoutBatchesEn } from './payout-batches.en.ts';
import { payoutsEn } from './payouts.en.ts';
import { reconciliationsEn } from './reconciliations.en.ts';
import { settlementsEn } from './settlements.en.ts';
import { statementRunsEn } from './statement-runs.en.ts';
import { strategiesEn } from './strategies.en.ts';
import type { backoffice as th } from './th.ts';
import { tiersEn } from './tiers.en.ts';
import { usersEn } from './users.en.ts';

/** The back office in English, with exactly the Thai keys. */
export const backoffice: Messages<typeof th> = {
  app: appEn,
  resources: {
    ...appSettingsEn,
    ...auditLogEn,
    ...changeRequestsEn,
    ...clientErrorsEn,
    ...depositsEn,
    ...featureFlagsEn,
    ...fxRatesEn,
    ...holidaysEn,
    ...inboxEn,
    ...juristicAccountsEn,
    ...kycCasesEn,
    ...navsEn,
    ...ordersEn,
    ...outboxEn,
    ...payoutBatchesEn,
    ...payoutsEn,
    ...reconciliationsEn,
    ...settlementsEn,
    ...statementRunsEn,
    ...strategiesEn,
    ...tiersEn,
    ...usersEn,
  },
};
