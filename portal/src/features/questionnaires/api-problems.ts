import { ApiError } from '../../lib/api-client.ts';
import type { ItemProblem } from './answers.ts';

/**
 * The answers the API refused (422 VALIDATION_FAILED lists `body.answers.<key>` and `body.otherText.<key>`),
 * as item problems, so the screen marks the same items its own check would.
 */
export function problemsFromApi(error: unknown): Record<string, ItemProblem> {
  const problems: Record<string, ItemProblem> = {};
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return problems;
  for (const { field } of error.errors) {
    const match = /^body\.(answers|otherText)\.([A-Za-z0-9]+)$/.exec(field);
    if (match) problems[match[2]!] = match[1] === 'otherText' ? 'otherRequired' : 'required';
  }
  return problems;
}
