// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const site = join(import.meta.dirname, '..');

/** The site's tests, their helpers and the fixture of the API's answers: where its test doubles live. */
const doubleFiles = ['src', 'test']
  .flatMap((folder) =>
    (readdirSync(join(site, folder), { recursive: true }) as string[]).map(
      (file) => `${folder}/${file.split('\\').join('/')}`,
    ),
  )
  .filter((file) => /\.test\.tsx?$|^test\/.*\.ts$/.test(file))
  .sort();

/** The one file that builds an answer by hand: what is in front of the API (a gateway's page), no route's. */
const helpers = 'test/stub-api.ts';

/** Stubs of the CMS, which the contract does not describe: its answers are checked by the content model. */
const cmsStubs = ['src/lib/cms/remote-source.test.ts'];

/** A stub built by hand, answering whatever it likes. */
const untypedAnswer = /\bResponse\.json\(|\bnew Response\(/;

describe("the site's test doubles", () => {
  it("answer through the contract's answerOf and problemOf or the stub helpers, never by hand", () => {
    const byHand = doubleFiles.filter(
      (file) =>
        file !== helpers &&
        !cmsStubs.includes(file) &&
        untypedAnswer.test(readFileSync(join(site, file), 'utf8')),
    );
    expect(byHand).toEqual([]);
  });

  it('are found where the tests and their fixtures live', () => {
    expect(doubleFiles).toEqual(
      expect.arrayContaining([
        helpers,
        ...cmsStubs,
        'src/islands/contact-form.test.tsx',
        'test/fixtures/content/api-answers.ts',
      ]),
    );
  });
});
