const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea';

/**
 * The shell's interest-form popup (spec §2, width 600): a button on every page opens the contact-back form in
 * a modal dialog. The form is a React island that hydrates only once the dialog is shown (`client:visible`),
 * so a reader who never opens it loads no framework. The form stays in the page while closed, so whatever was
 * typed is still there when the visitor reopens it.
 */
export function startInterestPopup(root: HTMLElement): void {
  const bar = root.querySelector<HTMLElement>('[data-interest-bar]');
  const opener = root.querySelector<HTMLButtonElement>('[data-interest-open]');
  const backdrop = root.querySelector<HTMLElement>('[data-interest-backdrop]');
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]');
  const closer = root.querySelector<HTMLButtonElement>('[data-interest-close]');
  if (!bar || !opener || !backdrop || !dialog || !closer) return;
  let previousOverflow = '';

  function open() {
    if (!backdrop || !dialog || !backdrop.hidden) return;
    backdrop.hidden = false;
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.querySelector<HTMLElement>('input, select')?.focus();
  }

  function close() {
    if (!backdrop || backdrop.hidden) return;
    backdrop.hidden = true;
    document.body.style.overflow = previousOverflow;
    opener?.focus();
  }

  opener.addEventListener('click', open);
  closer.addEventListener('click', close);
  // The backdrop is a mouse convenience; keyboard users close with Escape or the Close button.
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) close();
  });

  // Escape closes; Tab cycles inside the dialog while it is open.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });

  // The button steps aside while a form or the footer is on screen, so it never covers what is read or typed.
  if (typeof IntersectionObserver === 'undefined') return;
  const inView = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    bar.toggleAttribute('data-tucked', inView.size > 0);
    // The script starts after the page is painted: its first place is taken at once, later ones fade.
    if (!bar.hasAttribute('data-placed'))
      window.requestAnimationFrame(() => bar.setAttribute('data-placed', ''));
  });
  for (const target of document.querySelectorAll('main form, .site-footer')) observer.observe(target);
}
