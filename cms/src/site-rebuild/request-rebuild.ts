import type { RebuildTarget } from './rebuild-target.ts';

/** What changed, sent along so the receiver's log can say why it rebuilt. */
export interface RebuildReason {
  action: string;
  uid: string;
  documentId?: string;
  locale?: string;
}

export interface RebuildDeps {
  fetch: typeof fetch;
  warn: (message: string) => void;
  timeoutMs?: number;
}

/**
 * Asks the site builder to rebuild. It never rejects: the editor's change is already saved, and a missed
 * rebuild is made up by the next publish or the receiver's own schedule, so a failure is only logged.
 */
export async function requestRebuild(
  target: RebuildTarget,
  reason: RebuildReason,
  deps: RebuildDeps,
): Promise<boolean> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.token) headers['x-rebuild-token'] = target.token;
  try {
    const response = await deps.fetch(target.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(reason),
      signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
    });
    if (response.ok) return true;
    deps.warn(`Site rebuild request to ${target.url} was refused: HTTP ${response.status}`);
  } catch (error) {
    deps.warn(`Site rebuild request to ${target.url} failed: ${(error as Error).message}`);
  }
  return false;
}
