/** Open modal layers, the topmost last; only the topmost stays interactive. */
const layers: HTMLElement[] = [];
/** What this module made inert, so that closing never wakes something inert for another reason. */
const madeInert = new Set<Element>();

function applyInert() {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = layers.at(-1);
  if (!top) return;
  for (const child of Array.from(document.body.children)) {
    if (child === top || child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    madeInert.add(child);
  }
}

/**
 * Makes every other child of <body> inert while `layer` (a direct child of <body>) is open, so the page
 * behind a modal can be neither clicked, focused nor read. Returns the release for when it closes; a modal
 * opened above another hands the page back to the one below when it closes.
 */
export function holdPageBehind(layer: HTMLElement): () => void {
  layers.push(layer);
  applyInert();
  return () => {
    layers.splice(layers.indexOf(layer), 1);
    applyInert();
  };
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}
