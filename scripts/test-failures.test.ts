import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-failures.ts';

describe('the failures npm test names at its end', () => {
  it('names each failed vitest test with its file and first error lines, and a file that failed outside its tests', () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/api/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              {
                fullName: 'orders settles once',
                status: 'failed',
                failureMessages: ['AssertionError: 1 !== 2\n    at a.ts:3'],
              },
              { fullName: 'orders refuses', status: 'passed' },
            ],
          },
          {
            name: '/repo/api/src/b.test.ts',
            status: 'failed',
            message: 'Hook timed out',
            assertionResults: [],
          },
          {
            name: '/repo/api/src/c.test.ts',
            status: 'passed',
            assertionResults: [{ fullName: 'c', status: 'passed' }],
          },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      'api/src/a.test.ts › orders settles once\n      AssertionError: 1 !== 2\n          at a.ts:3',
      'api/src/b.test.ts\n      Hook timed out',
    ]);
  });

  it('names each failed journey with its file and describe titles', () => {
    const failures = playwrightFailures({
      suites: [
        {
          title: 'money-out.spec.ts',
          specs: [{ title: 'pays', ok: true }],
          suites: [
            {
              title: 'on a phone',
              specs: [
                {
                  title: 'batches',
                  ok: false,
                  tests: [{ results: [{}, { error: { message: 'Timed out' } }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual(['money-out.spec.ts › on a phone › batches\n      Timed out']);
  });

  it('says so when the run failed on an error outside every test', () => {
    const failures = vitestFailures(
      { success: false, testResults: [{ name: '/repo/a.test.ts', status: 'passed', assertionResults: [] }] },
      '/repo',
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/outside every test/);
  });

  it('names nothing when everything passed', () => {
    expect(vitestFailures({ success: true, testResults: [] }, '/repo')).toEqual([]);
    expect(playwrightFailures({ suites: [] })).toEqual([]);
  });
});
