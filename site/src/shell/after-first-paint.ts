/** How long the page is left to settle after its largest paint before the shell's requests go out. */
export const settleMs = 300;
/** The latest the shell starts after the load event, when the browser reports no paint (a tab opened hidden). */
export const latestStartMs = 3_000;

/**
 * Runs `work` once the page has been painted: after the load event and the first largest-contentful-paint entry
 * (where the browser reports it), plus a short settle. The shell's requests (the maintenance check, the feature
 * flags, the brand font) then never compete with the page's first paint, which can come after the load event.
 */
export function afterFirstPaint(work: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  const afterLoad = () => {
    window.setTimeout(start, latestStartMs);
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      window.requestAnimationFrame(() => window.setTimeout(start, settleMs));
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      window.setTimeout(start, settleMs);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
