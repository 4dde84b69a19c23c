import { useEffect, useState } from 'react';
import { islandMessagesFor } from '../i18n/island-messages.ts';
import type { Locale } from '../i18n/locales.ts';

interface ScammerAlertProps {
  locale: Locale;
  message: string;
}

/**
 * The scammer warning the CMS switched on. Staff can also switch it off at once with the `scammerAlert`
 * feature flag, without a rebuild; if the flags cannot be read, the CMS's choice stands.
 */
export function ScammerAlert({ locale, message }: ScammerAlertProps) {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/feature-flags', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { flags?: Record<string, unknown> } | null) => {
        if (body?.flags?.scammerAlert === false) setVisible(false);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  if (!visible) return null;
  return (
    <aside className="scammer-alert" aria-label={islandMessagesFor(locale).scammerAlert.label}>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      </svg>
      <p>{message}</p>
    </aside>
  );
}
