/** The `?next=` path to go to afterwards, only when it stays on this site (no open redirect). */
export function safeNextPath(next: string | null, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
