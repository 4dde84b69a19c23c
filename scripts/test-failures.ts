import path from 'node:path';

/**
 * The tests a run failed, by name with the first lines of their error, from the runners' JSON reports: `npm test`
 * prints them again after its durations, since a long run's log is often read only from its end.
 */

const firstLines = (text: string | undefined, lines = 6) =>
  (text ?? '').split('\n').slice(0, lines).join('\n      ');

interface VitestReport {
  success?: boolean;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export function vitestFailures(report: VitestReport, root: string): string[] {
  const failures = (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const tests = failed.map(
      (test) => `${name} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`,
    );
    // A file that failed outside its tests (a hook, an import) names no test.
    if (file.status === 'failed' && failed.length === 0)
      tests.push(`${name}\n      ${firstLines(file.message)}`);
    return tests;
  });
  // An error thrown outside every test (an unhandled rejection, say) fails the run without failing a test or a file.
  if (report.success === false && failures.length === 0) {
    failures.push(
      'vitest: an error outside every test (its output above names it, under "Unhandled Errors")',
    );
  }
  return failures;
}

interface PlaywrightSuite {
  title?: string;
  specs?: { title: string; ok: boolean; tests?: { results?: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): string[] {
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)
        ?.error?.message;
      failures.push(`${[...here, spec.title].join(' › ')}\n      ${firstLines(error)}`);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}
