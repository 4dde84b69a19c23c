import { afterEach } from 'vitest';
import type { AnswerMismatch } from '../src/platform/answer-contract.ts';

/** The mismatches the answer check found during the current test (each test file runs in its own module scope). */
const found: AnswerMismatch[] = [];

/** What the test app's context reports to. */
export const reportAnswerMismatch = (mismatch: AnswerMismatch) => {
  found.push(mismatch);
};

/** Takes the mismatches found so far, for a test that provokes one on purpose. */
export const takeAnswerMismatches = (): AnswerMismatch[] => found.splice(0);

// One hook for every API test: an answer that drifts from its route's schema fails the test that received it.
afterEach(() => {
  const mismatches = takeAnswerMismatches();
  if (mismatches.length > 0)
    throw new Error(
      `Answers that do not match their schema:\n${mismatches
        .map((m) => `  ${m.route} ${m.status}: ${m.problems.join('; ')}`)
        .join('\n')}`,
    );
});
