import type { Brand } from '@fund/domain';
import { common as commonEn } from '@fund/messages/namespaces/common.en';
import { common as commonTh } from '@fund/messages/namespaces/common.th';
import { errors as errorsEn } from '@fund/messages/namespaces/errors.en';
import { errors as errorsTh } from '@fund/messages/namespaces/errors.th';
import { glossary as glossaryEn } from '@fund/messages/namespaces/glossary.en';
import { glossary as glossaryTh } from '@fund/messages/namespaces/glossary.th';
import { en } from '@fund/messages/namespaces/portal/en';
import { th } from '@fund/messages/namespaces/portal/th';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../app/providers.tsx';
import { activeBrand } from '../lib/brand.tsx';
import { createI18n, type Language } from '../lib/i18n/i18n.ts';

/** React Router 7 behaviour, as the real router opts into it. */
export const memoryRouterFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** The portal's i18next with both languages in memory, so a test can switch language without a download. */
export const testI18n = (brand: Brand = activeBrand) =>
  createI18n(
    {
      th: { translation: th, common: commonTh, glossary: glossaryTh, errors: errorsTh },
      en: { translation: en, common: commonEn, glossary: glossaryEn, errors: errorsEn },
    },
    undefined,
    brand,
  );

/** Renders with the portal's providers and a fresh SWR cache, so no answer leaks between tests. */
export function renderWithProviders(
  ui: ReactNode,
  { language = 'th', brand = activeBrand }: { language?: Language; brand?: Brand } = {},
) {
  window.localStorage.setItem('language', language);
  const i18n = testI18n(brand);
  const result = render(
    <Providers i18n={i18n} brand={brand} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {ui}
    </Providers>,
  );
  return { ...result, i18n };
}

/** The text an input's aria-describedby points at (its hint and error). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
