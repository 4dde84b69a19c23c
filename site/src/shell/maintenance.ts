import { fetchMaintenance } from './maintenance-check.ts';

// An open page learns of maintenance within this time without navigating, as the portal does (DESIGN §4); while
// the screen is up the reader cannot navigate, so the same check lifts it once staff end maintenance.
export const maintenanceRecheckMs = 30_000;

/** Fired when the API refuses a form because maintenance is on: the check looks again at once. */
export const maintenanceRefusedEvent = 'site:maintenance-refused';

/**
 * The maintenance screen is rendered at build time (the shared `MaintenanceScreen`, as static HTML), with this text
 * where staff's words go; the words are only known in the browser.
 */
export const maintenanceNoticeMarker = '%maintenance-notice%';

/** Where the build puts the screen (src/pages/maintenance-screen.astro): fetched only once maintenance is on. */
export const maintenanceScreenPath = '/maintenance-screen/';

/** The screen as built, in a template to clone; kept after the first fetch. */
export function fetchMaintenanceScreen(): () => Promise<HTMLTemplateElement> {
  let loading: Promise<HTMLTemplateElement> | null = null;
  return () => {
    loading ??= fetch(maintenanceScreenPath, { headers: { Accept: 'text/html' } }).then(async (response) => {
      if (!response.ok) throw new Error(`The maintenance screen answered ${response.status}`);
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      return template;
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}

/**
 * Covers the static page with the maintenance screen while the setting is on (spec §2): checked once the page is
 * painted, every
 * 30 seconds and when a form is refused for maintenance. The page stays beneath, out of reach (inert, hidden
 * from assistive technology), so what a visitor typed is still there when maintenance ends. A failed check is
 * only logged (spec §8): the site stays available.
 */
export function startMaintenanceWatch(screenTemplate: () => Promise<HTMLTemplateElement>): {
  check: () => Promise<void>;
  stop: () => void;
} {
  let screen: HTMLElement | null = null;
  let shownText: string | null = null;
  let previousOverflow = '';
  let checking: AbortController | null = null;

  function cover(template: HTMLTemplateElement, text: string | null) {
    if (screen && shownText === text) return;
    screen?.remove();
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    const next = fragment.firstElementChild as HTMLElement;
    for (const paragraph of next.querySelectorAll('p')) {
      if (paragraph.textContent !== maintenanceNoticeMarker) continue;
      if (text) paragraph.textContent = text;
      else paragraph.remove();
    }
    if (!screen) {
      for (const child of document.body.children) {
        child.setAttribute('inert', '');
        child.setAttribute('aria-hidden', 'true');
      }
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    document.body.append(next);
    screen = next;
    shownText = text;
    next.focus();
  }

  function uncover() {
    if (!screen) return;
    screen.remove();
    screen = null;
    for (const child of document.body.children) {
      child.removeAttribute('inert');
      child.removeAttribute('aria-hidden');
    }
    document.body.style.overflow = previousOverflow;
  }

  async function check() {
    checking?.abort();
    const controller = new AbortController();
    checking = controller;
    try {
      const status = await fetchMaintenance(window.location.pathname, controller.signal);
      if (!status.maintenance) uncover();
      else {
        const template = await screenTemplate();
        if (!controller.signal.aborted) cover(template, status.maintenanceText);
      }
    } catch (error) {
      if (!controller.signal.aborted)
        console.error('Maintenance check failed; the site stays available.', error);
    }
  }

  const recheck = () => void check();
  void check();
  const timer = window.setInterval(recheck, maintenanceRecheckMs);
  window.addEventListener(maintenanceRefusedEvent, recheck);
  return {
    check,
    stop: () => {
      window.clearInterval(timer);
      window.removeEventListener(maintenanceRefusedEvent, recheck);
    },
  };
}
