import { useEffect, useId, useRef, useState } from 'react';
import { islandMessagesFor } from '../i18n/island-messages.ts';
import type { Locale } from '../i18n/locales.ts';

export type FaqTopicKey = 'why-invest' | 'security' | 'popular';

export interface FaqSearchItem {
  id: string;
  question: string;
  /** The answer rendered from the CMS Markdown at build time. */
  answerHtml: string;
  /** The answer as plain text, searched along with the question. */
  answerText: string;
  topic: FaqTopicKey;
}

interface FaqSearchProps {
  locale: Locale;
  items: FaqSearchItem[];
}

const topicOrder: FaqTopicKey[] = ['why-invest', 'security', 'popular'];

function normalize(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every word typed must appear in the question or its answer; Thai runs without spaces count as one word. */
export function matchesQuery(item: FaqSearchItem, query: string): boolean {
  const haystack = normalize(`${item.question} ${item.answerText}`);
  return normalize(query)
    .split(' ')
    .every((word) => haystack.includes(word));
}

/** The FAQ list with a search box that filters as you type and says how many questions match. */
export function FaqSearch({ locale, items }: FaqSearchProps) {
  const text = islandMessagesFor(locale).faqSearch;
  const [query, setQuery] = useState('');
  const inputId = useId();
  const countId = `${inputId}-count`;
  const input = useRef<HTMLInputElement>(null);

  // Words typed into the server-rendered box before the script arrived are kept; otherwise a popular-topic
  // link's `?q=…` starts the search.
  useEffect(() => {
    const typedEarly = input.current?.value;
    const fromLink = new URLSearchParams(window.location.search).get('q');
    if (typedEarly) setQuery(typedEarly);
    else if (fromLink) setQuery(fromLink);
  }, []);

  const shown = items.filter((item) => matchesQuery(item, query));
  return (
    <div className="faq-search">
      <div className="faq-search-box">
        <label htmlFor={inputId}>{text.label}</label>
        <div className="faq-search-row">
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            placeholder={text.placeholder}
            aria-describedby={countId}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query && (
            <button type="button" className="button button-ghost" onClick={() => setQuery('')}>
              {text.clear}
            </button>
          )}
        </div>
        <p id={countId} className="faq-count" aria-live="polite">
          {shown.length === 0 ? text.none(query.trim()) : text.count(shown.length, items.length)}
        </p>
      </div>
      {topicOrder.map((topic) => {
        const inTopic = shown.filter((item) => item.topic === topic);
        if (inTopic.length === 0) return null;
        return (
          <section key={topic} className="faq-group" aria-labelledby={`faq-topic-${topic}`}>
            <h3 id={`faq-topic-${topic}`}>{text.topics[topic]}</h3>
            {inTopic.map((item) => (
              <details key={item.id} className="faq-item">
                <summary>{item.question}</summary>
                {/* Rendered at build time from CMS Markdown with raw HTML disabled. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time Markdown output */}
                <div className="prose" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </details>
            ))}
          </section>
        );
      })}
    </div>
  );
}
