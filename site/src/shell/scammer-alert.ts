/**
 * The scammer warning the CMS switched on is in the page as built. Staff can also switch it off at once with
 * the `scammerAlert` feature flag, without a rebuild; if the flags cannot be read, the CMS's choice stands.
 */
export async function checkScammerAlert(alert: HTMLElement): Promise<void> {
  try {
    // A plain fetch, as the maintenance check's: an anonymous GET on every page needs nothing of the shared client.
    const response = await fetch('/api/feature-flags', { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const body = (await response.json()) as { flags?: Record<string, unknown> } | null;
    if (body?.flags?.scammerAlert === false) alert.hidden = true;
  } catch {
    // The flags could not be read: the warning stays.
  }
}
