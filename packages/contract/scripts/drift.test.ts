import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFile, documentText, schemaFile, schemaText } from './document.ts';

const regenerate = 'the API and the checked-in contract differ: run npm run contract:generate';

describe('the checked-in contract', () => {
  it('is the document the API builds, and the types generated from it', async () => {
    const document = documentText();
    expect(readFileSync(documentFile, 'utf8') === document, `openapi.json: ${regenerate}`).toBe(true);
    expect(
      readFileSync(schemaFile, 'utf8') === (await schemaText(document)),
      `schema.d.ts: ${regenerate}`,
    ).toBe(true);
  });
});
