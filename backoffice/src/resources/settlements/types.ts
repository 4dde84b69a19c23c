import type { Answer, ItemOf } from '@fund/contract';
import { investing } from '@fund/domain';
import { catalogueChoices } from '../../components/catalogue-choices.ts';

export const causeChoices = catalogueChoices(investing.settlementCauses, 'resources.settlements.causes');

/** As `GET /admin/settlements` answers: what one settlement run settled, and what made it run. */
export type SettlementRecord = ItemOf<Answer<'/admin/settlements'>>;
