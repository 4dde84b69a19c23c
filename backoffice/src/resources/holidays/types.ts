import type { Answer, ItemOf, Narrow } from '@fund/contract';

/** As `GET /admin/holidays` answers each day. */
export type Holiday = Narrow<
  ItemOf<Answer<'/admin/holidays'>>,
  { source: 'LIBRARY' | 'SUBSTITUTE' | 'STAFF' }
>;
