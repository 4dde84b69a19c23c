import { appTh } from './app.th.ts';
import { appSettingsTh } from './app-settings.th.ts';
import { auditLogTh } from './audit-log.th.ts';
import { changeRequestsTh } from './change-requests.th.ts';
import { clientErrorsTh } from './client-errors.th.ts';
import { depositsTh } from './deposits.th.ts';
import { featureFlagsTh } from './feature-flags.th.ts';
import { fxRatesTh } from './fx-rates.th.ts';
import { holidaysTh } from './holidays.th.ts';
import { inboxTh } from './inbox.th.ts';
import { juristicAccountsTh } from './juristic-accounts.th.ts';
import { kycCasesTh } from './kyc-cases.th.ts';
import { navsTh } from './navs.th.ts';
import { ordersTh } from './orders.th.ts';
import { outboxTh } from './outbox.th.ts';
import { payoutBatchesTh } from './payout-batches.th.ts';
import { payoutsTh } from './payouts.th.ts';
import { reconciliationsTh } from './reconciliations.th.ts';
import { settlementsTh } from './settlements.th.ts';
import { statementRunsTh } from './statement-runs.th.ts';
import { strategiesTh } from './strategies.th.ts';
import { tiersTh } from './tiers.th.ts';
import { usersTh } from './users.th.ts';

/** The back office in Thai, the default language: react-admin reads `app.*` and `resources.<resource>.*`. */
export const backoffice = {
  app: appTh,
  resources: {
    ...appSettingsTh,
    ...auditLogTh,
    ...changeRequestsTh,
    ...clientErrorsTh,
    ...depositsTh,
    ...featureFlagsTh,
    ...fxRatesTh,
    ...holidaysTh,
    ...inboxTh,
    ...juristicAccountsTh,
    ...kycCasesTh,
    ...navsTh,
    ...ordersTh,
    ...outboxTh,
    ...payoutBatchesTh,
    ...payoutsTh,
    ...reconciliationsTh,
    ...settlementsTh,
    ...statementRunsTh,
    ...strategiesTh,
    ...tiersTh,
    ...usersTh,
  },
};
