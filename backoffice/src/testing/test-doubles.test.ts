import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/** Test files, the resources' stub APIs and the shared test helpers: where the back office's test doubles live. */
const doubleFiles = (readdirSync(src, { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.test\.tsx?$|-stub-api\.ts$|^testing\//.test(file))
  .sort();

/** The one file that builds answers by hand: its helpers answer what no single route's answer schema describes. */
const helpers = 'testing/fetch-stub.ts';

/** A stub built by hand, answering whatever it likes. */
const untypedAnswer = /\bResponse\.json\(|\bnew Response\(|\bjsonResponse\(/;

describe("the back office's test doubles", () => {
  it("answer through the contract's answerOf or the stub helpers (problemResponse, noContent, staffMe, …), never by hand", () => {
    const byHand = doubleFiles.filter(
      (file) => file !== helpers && untypedAnswer.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(byHand).toEqual([]);
  });

  it('are found where the tests and their stubs live', () => {
    expect(doubleFiles).toContain(helpers);
    expect(doubleFiles).toContain('resources/orders/order-show.test.tsx');
    expect(doubleFiles).toContain('resources/orders/orders-stub-api.ts');
    expect(doubleFiles).toContain('testing/strategies-answer.ts');
  });
});
