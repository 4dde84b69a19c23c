import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/** Test files, the features' test fixtures and the shared test helpers: where the portal's test doubles live. */
const doubleFiles = (readdirSync(src, { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.test\.tsx?$|\/test-[\w-]+\.ts$|^test\//.test(file))
  .sort();

/** The one file that builds answers by hand: `answerOf` aside, its helpers are how a test answers outside a contract. */
const helpers = 'test/stub-api.ts';

/** A stub built by hand, answering whatever it likes. */
const untypedAnswer = /\bResponse\.json\(|\bnew Response\(/;

/**
 * Test files whose stubs still answer by hand; each is to answer through `answerOf`. The list only shrinks: a file
 * that no longer stubs by hand fails the second test until it is taken off.
 */
const notYetTyped = new Set([
  'features/kyc/general-page.test.tsx',
  'features/kyc/personal-page.test.tsx',
  'features/profile/profile-page.test.tsx',
]);

const stubsByHand = (file: string) => untypedAnswer.test(readFileSync(join(src, file), 'utf8'));

describe("the portal's test doubles", () => {
  it("answer through the contract's answerOf or the stub helpers (problem, noContent, flagsAnswer), never by hand", () => {
    const byHand = doubleFiles.filter(
      (file) => file !== helpers && !notYetTyped.has(file) && stubsByHand(file),
    );
    expect(byHand).toEqual([]);
  });

  it('list as not yet typed only the files that still stub by hand', () => {
    const typed = [...notYetTyped].filter((file) => !stubsByHand(file));
    expect(typed).toEqual([]);
  });

  it('are found where the tests live', () => {
    expect(doubleFiles).toContain('test/stub-api.ts');
    expect(doubleFiles).toContain('features/orders/order-page.test.tsx');
    expect(doubleFiles).toContain('features/orders/test-fixtures.ts');
  });
});
