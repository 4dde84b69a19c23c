import type { Answer, ItemOf } from '@fund/contract';

/** As `GET /admin/holidays` answers each day. */
export type Holiday = ItemOf<Answer<'/admin/holidays'>>;
