import type { Answer, ItemOf } from '@fund/contract';

type JuristicAccountDetail = Answer<'/admin/juristic-accounts/{id}'>;

/** A company document as staff see it; `url` is the API path of the bytes (staff only). */
export type JuristicFile = JuristicAccountDetail['files'][number];

/** A row of `GET /admin/juristic-accounts`; only one account (`GET /admin/juristic-accounts/:id`) has its files. */
export type JuristicAccountRecord = ItemOf<Answer<'/admin/juristic-accounts'>> &
  Partial<Pick<JuristicAccountDetail, 'files'>>;
