import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/** Test files, the features' test fixtures and the shared test helpers: where the portal's test doubles live. */
const doubleFiles = (readdirSync(src, { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.test\.tsx?$|\/test-[\w-]+\.ts$|^test\//.test(file))
  .sort();

/** The one file that builds answers by hand: its helpers answer what no route's answer schema describes. */
const helpers = 'test/stub-api.ts';

/** A stub built by hand, answering whatever it likes. */
const untypedAnswer = /\bResponse\.json\(|\bnew Response\(/;

describe("the portal's test doubles", () => {
  it("answer through the contract's answerOf or the stub helpers (problem, noContent, flagsAnswer), never by hand", () => {
    const byHand = doubleFiles.filter(
      (file) => file !== helpers && untypedAnswer.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(byHand).toEqual([]);
  });

  it('are found where the tests and their fixtures live', () => {
    expect(doubleFiles).toContain(helpers);
    expect(doubleFiles).toContain('features/orders/order-page.test.tsx');
    expect(doubleFiles).toContain('features/orders/test-fixtures.ts');
  });
});
