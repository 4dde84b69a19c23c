import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { catalogue, namespaces } from './index.ts';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The `{{name}}` (and `{{name, format}}`) variables a sentence reads, in order of their names. */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** Every difference between the Thai and the English entry at `path`, as readable lines. */
function differences(th: unknown, en: unknown, path: string): string[] {
  if (typeof th === 'string' || typeof en === 'string') {
    if (typeof th !== 'string' || typeof en !== 'string') return [`${path}: a sentence in one language only`];
    const [a, b] = [variables(th), variables(en)];
    return a.join() === b.join() ? [] : [`${path}: Thai reads {{${a}}}, English {{${b}}}`];
  }
  if (Array.isArray(th) || Array.isArray(en)) {
    if (!Array.isArray(th) || !Array.isArray(en)) return [`${path}: a list in one language only`];
    if (th.length !== en.length) return [`${path}: ${th.length} items in Thai, ${en.length} in English`];
    return th.flatMap((item, index) => differences(item, en[index], `${path}[${index}]`));
  }
  const [a, b] = [th as Record<string, unknown>, en as Record<string, unknown>];
  const found: string[] = [];
  for (const key of Object.keys(a)) {
    if (!(key in b)) {
      found.push(`${path}.${key}: missing in English`);
      continue;
    }
    // English may add plural forms (`_one`) beside a key Thai writes once, as `_other`: Thai's one sentence then
    // reads what English's forms read between them. A singular may write the count in words ("1 item selected") or
    // name the one record by its `recordRepresentation` (react-admin's 'Update order "#12"').
    const forms = pluralSuffix.test(key)
      ? Object.keys(b).filter((form) => form !== key && form.replace(pluralSuffix, '_other') === key)
      : [];
    if (forms.length === 0) {
      found.push(...differences(a[key], b[key], `${path}.${key}`));
      continue;
    }
    const singular = forms.flatMap((form) => variables(String(b[form])));
    const x = variables(String(a[key]));
    const y = [
      ...new Set([
        ...variables(String(b[key])),
        ...singular.filter((name) => name !== 'recordRepresentation'),
      ]),
    ].sort();
    if (x.join() !== y.join()) found.push(`${path}.${key}: Thai reads {{${x}}}, English's forms {{${y}}}`);
  }
  for (const key of Object.keys(b)) {
    if (key in a) continue;
    const plural = key.replace(pluralSuffix, '_other');
    if (plural === key || !(plural in a)) found.push(`${path}.${key}: missing in Thai`);
  }
  return found;
}

describe('the message catalogue', () => {
  it('has the same keys, lists and interpolation variables in Thai and English', () => {
    expect(namespaces.flatMap((ns) => differences(catalogue.th[ns], catalogue.en[ns], ns))).toEqual([]);
  });

  it('quotes only sentences the catalogue has, in both languages', () => {
    // `$t(ns:key)`, or the back office's `$t(key, {"ns": "ns"})` (it reads a colon as text).
    const quoted = (value: unknown): string[] =>
      typeof value === 'string'
        ? [...value.matchAll(/\$t\((?:([\w-]+):([^,)]+)|([^,)]+), \{"ns": "([\w-]+)"\})\)/g)].map((match) =>
            match[1] ? `${match[1]}:${match[2]}` : `${match[4]}:${match[3]}`,
          )
        : value !== null && typeof value === 'object'
          ? Object.values(value).flatMap(quoted)
          : [];
    for (const language of ['th', 'en'] as const) {
      const names = namespaces.flatMap((ns) => quoted(catalogue[language][ns]));
      expect(names).toContain('common:kyc.currentAddress');
      expect(names.filter((name) => name.startsWith('common:')).length).toBeGreaterThan(50);
      const missing = names.filter((name) => {
        const [ns = '', key = ''] = name.split(':');
        const found = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown> | undefined)?.[part],
            catalogue[language][ns as keyof typeof catalogue.th],
          );
        return typeof found !== 'string';
      });
      expect(missing, language).toEqual([]);
    }
  });

  it('quotes nothing where a sentence is read without i18next', () => {
    // `@fund/domain` reads errors and glossary, the site's FAQ search site-islands, as plain strings.
    for (const language of ['th', 'en'] as const) {
      for (const ns of ['errors', 'glossary', 'site-islands'] as const) {
        expect(JSON.stringify(catalogue[language][ns]), `${language} ${ns}`).not.toContain('$t(');
      }
    }
  });

  it('writes Thai in Thai and English in Latin letters', () => {
    for (const code of Object.keys(catalogue.th.errors) as (keyof typeof catalogue.th.errors)[]) {
      expect(catalogue.th.errors[code], code).toMatch(/[\u0E00-\u0E7F]/);
      expect(catalogue.en.errors[code], code).toMatch(/[A-Za-z]/);
    }
  });

  it('finds a missing key, a missing variable and an extra key', () => {
    expect(differences({ a: 'x {{n}}', b: 'y' }, { a: 'x', c: 'z' }, 'ns')).toEqual([
      'ns.a: Thai reads {{n}}, English {{}}',
      'ns.b: missing in English',
      'ns.c: missing in Thai',
    ]);
    expect(
      differences({ n_other: '{{count}} ข้อ' }, { n_one: 'one item', n_other: '{{count}} items' }, 'ns'),
    ).toEqual([]);
    expect(
      differences({ n_other: '{{count}} ข้อ' }, { n_one: '{{cuont}} item', n_other: '{{count}} items' }, 'ns'),
    ).toEqual(["ns.n_other: Thai reads {{count}}, English's forms {{count,cuont}}"]);
    expect(differences({ n_other: 'ข้อ' }, { n_one: 'item', n_other: '{{count}} items' }, 'ns')).toEqual([
      "ns.n_other: Thai reads {{}}, English's forms {{count}}",
    ]);
  });
});

describe('createI18n', () => {
  it('reads a namespace in the language asked', () => {
    expect(createI18n('en', catalogue.en).t('errors:AUTH_REQUIRED')).toBe('Unauthorized, please login again');
    expect(createI18n('th', catalogue.th).t('AUTH_REQUIRED', { ns: 'errors' })).toBe(
      catalogue.th.errors.AUTH_REQUIRED,
    );
  });

  it('formats numbers and dates through Intl, Thai dates in the Buddhist era and in Bangkok', () => {
    const th = createI18n('th', catalogue.th);
    const en = createI18n('en', catalogue.en);
    th.addResource('th', 'errors', 'probe', '{{date, datetime(dateStyle: long)}} · {{amount, number}}');
    en.addResource('en', 'errors', 'probe', '{{date, datetime(dateStyle: long)}} · {{amount, number}}');
    expect(th.t('errors:probe', { date: '2026-02-05', amount: '1234567.5' })).toBe(
      '5 กุมภาพันธ์ 2569 · 1,234,567.5',
    );
    expect(en.t('errors:probe', { date: '2026-02-05', amount: '1234567.5' })).toBe(
      '5 February 2026 · 1,234,567.5',
    );
    // 20:00 UTC is the next day in Bangkok.
    expect(en.t('errors:probe', { date: '2026-02-05T20:00:00Z', amount: 1 })).toBe('6 February 2026 · 1');
  });

  it('reads Thai plurals as one form and English ones by count, and a year in the era its reader counts in', () => {
    const th = createI18n('th', catalogue.th);
    const en = createI18n('en', catalogue.en);
    expect(th.t('site:home.strategiesCount', { count: 1 })).toBe('กลยุทธ์ทั้งหมด 1 กลยุทธ์');
    expect(en.t('site:home.strategiesCount', { count: 1 })).toBe('1 strategy');
    expect(en.t('site:home.strategiesCount', { count: 3 })).toBe('3 strategies');
    expect(th.t('site:strategy.year', { year: 2026 })).toBe('2569');
    expect(en.t('site:strategy.year', { year: 2026 })).toBe('2026');
  });

  it('reads a word the portal, the back office, the site and the PDFs share once, from common', () => {
    const th = createI18n('th', catalogue.th);
    const en = createI18n('en', catalogue.en);
    expect(th.t('portal:kyc.general.currentAddress')).toBe(catalogue.th.common.kyc.currentAddress);
    expect(th.t('site:risk.level')).toBe(catalogue.th.common.strategy.riskLevel);
    expect(th.t('pdf:confirmation.bankTransfer')).toBe('โอนเงินผ่านธนาคาร');
    expect(en.t('portal:kyc.general.currentAddress')).toBe('Current address');
    // English keeps its own words where its reader's differ; the Thai quotes.
    expect(th.t('site:risk.bands.LOW')).toBe('ความเสี่ยงต่ำ');
    expect(en.t('site:risk.bands.LOW')).toBe('Low risk');
  });

  it("writes an e-mail's business day as its reader expects, and quotes the error catalogue rather than repeat it", () => {
    const th = createI18n('th', catalogue.th);
    const en = createI18n('en', catalogue.en);
    expect(th.t('email:kycOverdue.subject')).toBe(catalogue.th.email.kycOverdue.subject);
    expect(th.t('email:kycRevisionRequested.subject', { deadline: '2026-12-31' })).toBe(
      'กรุณาปรับปรุงข้อมูลภายในวันที่ 31 ธ.ค. 2569',
    );
    expect(en.t('email:kycRevisionRequested.subject', { deadline: '2026-12-31' })).toBe(
      'Please update your data by 31 Dec 2026',
    );
    expect(th.t('email:kycBlocked.reasons.UNDER_AGE')).toBe(`ขออภัย ${catalogue.th.errors.KYC_UNDER_AGE}`);
    expect(en.t('email:kycBlocked.reasons.UNDER_AGE')).toBe(catalogue.en.errors.KYC_UNDER_AGE);
  });
});
