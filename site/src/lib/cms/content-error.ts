import type { z } from 'astro/zod';

/** A build-stopping content problem, worded for whoever runs the build or edits the CMS. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** One line per problem: `entry 3 (faq03): question: Invalid input: expected string, received undefined`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], where = ''): string[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(the whole value)';
    return `${where}${field}: ${issue.message}`;
  });
}
