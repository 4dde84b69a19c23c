import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_TYPES } from '../site-content/content-types.ts';
import { COMPONENT_LABELS, CONTENT_TYPE_LABELS, withFieldLabels } from './field-labels.ts';

const src = path.resolve(import.meta.dirname, '..');

function attributes(file: string): string[] {
  return Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { attributes: object }).attributes);
}

function contentTypeFile(uid: string): string {
  const name = uid.split('.').at(-1)!;
  return path.join(src, 'api', name, 'content-types', name, 'schema.json');
}

const componentUids = readdirSync(path.join(src, 'components')).flatMap((category) =>
  readdirSync(path.join(src, 'components', category)).map(
    (file) => `${category}.${file.replace(/\.json$/, '')}`,
  ),
);

describe('field labels for editors', () => {
  it('label every field of every content type the site reads, in Thai', () => {
    expect(Object.keys(CONTENT_TYPE_LABELS).sort()).toEqual([...SITE_CONTENT_TYPES].sort());
    for (const uid of SITE_CONTENT_TYPES) {
      expect(Object.keys(CONTENT_TYPE_LABELS[uid]!).sort()).toEqual(attributes(contentTypeFile(uid)).sort());
      for (const { label } of Object.values(CONTENT_TYPE_LABELS[uid]!))
        expect(label).toMatch(/[\u0E00-\u0E7F]|^(SEO|LINE ID)$/);
    }
  });

  it('label every field of every component', () => {
    expect(Object.keys(COMPONENT_LABELS).sort()).toEqual(componentUids.sort());
    for (const uid of componentUids) {
      const [category, name] = uid.split('.');
      const file = path.join(src, 'components', category!, `${name}.json`);
      expect(Object.keys(COMPONENT_LABELS[uid]!).sort()).toEqual(attributes(file).sort());
    }
  });

  it('replace Strapi’s default labels (the raw field name) and keep what an editor wrote', () => {
    const metadatas = {
      question: { edit: { label: 'question', description: '', visible: true }, list: { label: 'question' } },
      answer: { edit: { label: 'The answer', description: 'Our own words' }, list: { label: 'answer' } },
      id: { edit: {}, list: { label: 'id' } },
    };
    const labelled = withFieldLabels(metadatas, {
      question: { label: 'คำถาม (Question)', description: '' },
      answer: { label: 'คำตอบ (Answer)', description: 'เขียนด้วย Markdown' },
    });
    expect(labelled.question).toEqual({
      edit: { label: 'คำถาม (Question)', description: '', visible: true },
      list: { label: 'คำถาม (Question)' },
    });
    expect(labelled.answer).toEqual({
      edit: { label: 'The answer', description: 'Our own words' },
      list: { label: 'คำตอบ (Answer)' },
    });
    expect(labelled.id).toBe(metadatas.id);
  });
});
