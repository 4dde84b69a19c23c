import { interpolate } from '@fund/messages/interpolate';
import { siteIslands as en } from '@fund/messages/namespaces/site-islands.en';
import { siteIslands as th } from '@fund/messages/namespaces/site-islands.th';
import { type Locale, locales } from '../i18n/locales.ts';

export type FaqTopicKey = 'why-invest' | 'security' | 'popular';

export function normalizeFaqText(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every word typed must appear in the question or its answer; Thai runs without spaces count as one word. */
export function matchesQuery(searchable: string, query: string): boolean {
  const haystack = normalizeFaqText(searchable);
  return normalizeFaqText(query)
    .split(' ')
    .every((word) => haystack.includes(word));
}

/**
 * The FAQ list, built in full at build time, with a search box that filters as you type and says how many
 * questions match. Questions that do not match, and topics left empty, are hidden.
 */
export function startFaqSearch(root: HTMLElement): void {
  const locale = (locales as readonly string[]).includes(root.dataset.locale ?? '')
    ? (root.dataset.locale as Locale)
    : 'th';
  // A plain script on the FAQ page: the catalogue's sentences without i18next, which only the React islands load.
  const text = { th, en }[locale].faqSearch;
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const clear = root.querySelector<HTMLButtonElement>('[data-faq-clear]');
  const count = root.querySelector<HTMLElement>('[data-faq-count]');
  if (!input || !clear || !count) return;
  const groups = [...root.querySelectorAll<HTMLElement>('[data-faq-group]')].map((group) => ({
    group,
    items: [...group.querySelectorAll<HTMLElement>('[data-faq-item]')].map((item) => ({
      item,
      // The question and the answer as the reader sees them.
      searchable: item.textContent ?? '',
    })),
  }));
  const total = groups.reduce((sum, { items }) => sum + items.length, 0);

  function apply() {
    const query = input?.value ?? '';
    let shown = 0;
    for (const { group, items } of groups) {
      let shownInGroup = 0;
      for (const { item, searchable } of items) {
        const match = matchesQuery(searchable, query);
        item.hidden = !match;
        if (match) shownInGroup += 1;
      }
      group.hidden = shownInGroup === 0;
      shown += shownInGroup;
    }
    if (clear) clear.hidden = query === '';
    if (count)
      count.textContent =
        shown === 0
          ? interpolate(text.none, { query: query.trim() })
          : interpolate(shown === total ? text.countAll : text.countFound, { shown, total });
  }

  input.addEventListener('input', apply);
  clear.addEventListener('click', () => {
    input.value = '';
    apply();
    input.focus();
  });
  // Words typed into the box before the script arrived are kept; otherwise a popular-topic link's `?q=…`
  // starts the search.
  const fromLink = new URLSearchParams(window.location.search).get('q');
  if (!input.value && fromLink) input.value = fromLink;
  if (input.value) apply();
}
