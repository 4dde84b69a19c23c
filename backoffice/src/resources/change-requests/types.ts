import type { Answer, ItemOf } from '@fund/contract';

/**
 * A request as `GET /admin/change-requests` lists it; only the one request (`GET /admin/change-requests/:id`) has
 * its documents with what they are (EDD documents, a book-bank photo).
 */
export type ChangeRequestRecord = ItemOf<Answer<'/admin/change-requests'>> &
  Partial<Pick<Answer<'/admin/change-requests/{id}'>, 'files'>>;
