import { isSiteContentType } from '../site-content/content-types.ts';

/** A document service call that has completed, as the document middleware sees it. */
export interface DocumentChange {
  action: string;
  uid: string;
  /** The `status` parameter of the call: create and update with 'published' also publish. */
  status?: unknown;
  draftAndPublish: boolean;
}

const PUBLICATION_ACTIONS = ['publish', 'unpublish', 'delete'];
const WRITE_ACTIONS = ['create', 'update', 'clone'];

/**
 * Whether the change alters what the static site shows, so the site must be rebuilt. Drafts of
 * collections are invisible to the site until published; single types have no drafts, so saving one is
 * publishing it. Reads, counts and discarding a draft change nothing public.
 */
export function isRebuildTrigger(change: DocumentChange): boolean {
  if (!isSiteContentType(change.uid)) return false;
  if (PUBLICATION_ACTIONS.includes(change.action)) return true;
  if (!WRITE_ACTIONS.includes(change.action)) return false;
  return !change.draftAndPublish || change.status === 'published';
}
