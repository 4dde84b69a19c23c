export interface RebuildTarget {
  url: string;
  /** Sent as x-rebuild-token so the receiver knows the request comes from this CMS. */
  token: string | null;
}

/** Where to ask for a site rebuild: SITE_REBUILD_URL and SITE_REBUILD_TOKEN, or null to never ask. */
export function rebuildTargetFromEnv(env: Record<string, string | undefined>): RebuildTarget | null {
  const url = env.SITE_REBUILD_URL?.trim();
  if (!url) return null;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new Error(`SITE_REBUILD_URL must be an http:// or https:// address, got "${url}"`);
  }
  return { url, token: env.SITE_REBUILD_TOKEN?.trim() || null };
}
