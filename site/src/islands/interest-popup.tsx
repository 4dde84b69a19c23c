import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { islandMessagesFor } from '../i18n/island-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { ContactForm } from './contact-form.tsx';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea';

/**
 * The shell's interest-form popup (spec §2, width 600): the contact-back form in a modal dialog. The form
 * stays mounted while closed, so whatever was typed is still there when the visitor reopens it.
 */
export function InterestPopup({ locale }: { locale: Locale }) {
  const text = islandMessagesFor(locale).interest;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>('input, select')?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  // The button steps aside while a form or the footer is on screen, so it never covers what is read or typed.
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = [...document.querySelectorAll('main form, .site-footer')];
    const inView = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      setTucked(inView.size > 0);
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, []);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  // Escape closes; Tab cycles inside the dialog while it is open.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <>
      <div className="interest-bar" data-tucked={tucked || undefined}>
        <button
          ref={opener}
          type="button"
          className="button button-primary interest-open"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {text.open}
        </button>
      </div>
      {/* The backdrop is a mouse convenience; keyboard users close with Escape or the Close button. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: backdrop click mirrors the Close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the dialog itself */}
      <div
        className="interest-backdrop"
        hidden={!open}
        onClick={(e) => e.target === e.currentTarget && close()}
      >
        <div
          ref={dialog}
          className="interest-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
        >
          <div className="interest-header">
            <h2 id={titleId}>{text.title}</h2>
            <button type="button" className="interest-close" aria-label={text.close} onClick={close}>
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <p className="interest-intro">{text.intro}</p>
          <ContactForm locale={locale} formId="interest" />
        </div>
      </div>
    </>
  );
}
