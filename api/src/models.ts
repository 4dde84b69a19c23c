import type { Sequelize } from 'sequelize';
import { associateAppSettingsModels, defineAppSettingsModels } from './modules/app-settings/models.ts';
import { associateAuditModels, defineAuditModels } from './modules/audit/models.ts';
import { associateAuthModels, defineAuthModels } from './modules/auth/models.ts';
import {
  associateChangeRequestsModels,
  defineChangeRequestsModels,
} from './modules/change-requests/models.ts';
import { associateClientErrorsModels, defineClientErrorsModels } from './modules/client-errors/models.ts';
import { associateCustodianModels, defineCustodianModels } from './modules/custodian/models.ts';
import { associateDepositsModels, defineDepositsModels } from './modules/deposits/models.ts';
import { associateDocumentsModels, defineDocumentsModels } from './modules/documents/models.ts';
import { associateFeatureFlagsModels, defineFeatureFlagsModels } from './modules/feature-flags/models.ts';
import { associateFxRatesModels, defineFxRatesModels } from './modules/fx-rates/models.ts';
import { associateHolidaysModels, defineHolidaysModels } from './modules/holidays/models.ts';
import {
  associateIdentityProvidersModels,
  defineIdentityProvidersModels,
} from './modules/identity-providers/models.ts';
import { associateInboxModels, defineInboxModels } from './modules/inbox/models.ts';
import {
  associateJuristicAccountsModels,
  defineJuristicAccountsModels,
} from './modules/juristic-accounts/models.ts';
import { associateKycModels, defineKycModels } from './modules/kyc/models.ts';
import { associateKycCasesModels, defineKycCasesModels } from './modules/kyc-cases/models.ts';
import { defineMailModels } from './modules/mail/models.ts';
import { associateNavsModels, defineNavsModels } from './modules/navs/models.ts';
import { associateOrdersModels, defineOrdersModels } from './modules/orders/models.ts';
import { associatePaymentsModels, definePaymentsModels } from './modules/payments/models.ts';
import { associatePayoutsModels, definePayoutsModels } from './modules/payouts/models.ts';
import { associatePortfolioModels, definePortfolioModels } from './modules/portfolio/models.ts';
import {
  associateQuestionnairesModels,
  defineQuestionnairesModels,
} from './modules/questionnaires/models.ts';
import { associateSecurityModels, defineSecurityModels } from './modules/security/models.ts';
import { associateSettlementsModels, defineSettlementsModels } from './modules/settlements/models.ts';
import { defineSimulatorsModels } from './modules/simulators/models.ts';
import { defineStrategiesModels } from './modules/strategies/models.ts';
import { associateTiersModels, defineTiersModels } from './modules/tiers/models.ts';

/**
 * Every table as a Sequelize model, each kept with its module, and their associations (from the tables' foreign
 * keys). The migrations stay the schema's authority: models-match-tables.test.ts checks each model against its
 * table. Ordinary reads and writes go through the models; set-based work stays in SQL (api/README.md says where).
 */
export function defineModels(sequelize: Sequelize) {
  const models = {
    ...defineAppSettingsModels(sequelize),
    ...defineAuditModels(sequelize),
    ...defineAuthModels(sequelize),
    ...defineChangeRequestsModels(sequelize),
    ...defineClientErrorsModels(sequelize),
    ...defineCustodianModels(sequelize),
    ...defineDepositsModels(sequelize),
    ...defineDocumentsModels(sequelize),
    ...defineFeatureFlagsModels(sequelize),
    ...defineFxRatesModels(sequelize),
    ...defineHolidaysModels(sequelize),
    ...defineIdentityProvidersModels(sequelize),
    ...defineInboxModels(sequelize),
    ...defineJuristicAccountsModels(sequelize),
    ...defineKycModels(sequelize),
    ...defineKycCasesModels(sequelize),
    ...defineMailModels(sequelize),
    ...defineNavsModels(sequelize),
    ...defineOrdersModels(sequelize),
    ...definePaymentsModels(sequelize),
    ...definePayoutsModels(sequelize),
    ...definePortfolioModels(sequelize),
    ...defineQuestionnairesModels(sequelize),
    ...defineSecurityModels(sequelize),
    ...defineSettlementsModels(sequelize),
    ...defineSimulatorsModels(sequelize),
    ...defineStrategiesModels(sequelize),
    ...defineTiersModels(sequelize),
  };
  associateAppSettingsModels(models);
  associateAuditModels(models);
  associateAuthModels(models);
  associateChangeRequestsModels(models);
  associateClientErrorsModels(models);
  associateCustodianModels(models);
  associateDepositsModels(models);
  associateDocumentsModels(models);
  associateFeatureFlagsModels(models);
  associateFxRatesModels(models);
  associateHolidaysModels(models);
  associateIdentityProvidersModels(models);
  associateInboxModels(models);
  associateJuristicAccountsModels(models);
  associateKycModels(models);
  associateKycCasesModels(models);
  associateNavsModels(models);
  associateOrdersModels(models);
  associatePaymentsModels(models);
  associatePayoutsModels(models);
  associatePortfolioModels(models);
  associateQuestionnairesModels(models);
  associateSecurityModels(models);
  associateSettlementsModels(models);
  associateTiersModels(models);
  return models;
}

export type Models = ReturnType<typeof defineModels>;
