import { z } from 'astro/zod';
import { ContentError, describeIssues } from './content-error.ts';

export interface ValidatedEntry {
  data: Record<string, unknown>;
}

function entryLabel(raw: unknown, index: number): string {
  const fields = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const key = fields.documentId ?? fields.code;
  const name = [fields.title, fields.question, fields.name, fields.heroTitle].find(
    (v) => typeof v === 'string',
  );
  const nameText = typeof name === 'string' ? ` "${name.length > 40 ? `${name.slice(0, 40)}…` : name}"` : '';
  return `entry ${index + 1}${typeof key === 'string' ? ` (${key})` : ''}${nameText}`;
}

/**
 * Checks every raw entry against its schema and reports all problems at once, so one build run shows an
 * editor everything to fix rather than the first mistake only.
 */
export function validateEntries(
  schema: z.ZodType,
  rawEntries: readonly unknown[],
  context: string,
): ValidatedEntry[] {
  const problems: string[] = [];
  const entries: ValidatedEntry[] = [];
  rawEntries.forEach((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) entries.push({ data: result.data as Record<string, unknown> });
    else problems.push(...describeIssues(result.error.issues, `${entryLabel(raw, index)}: `));
  });
  if (problems.length > 0) {
    throw new ContentError(
      `${context} does not match the content model:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  return entries;
}

/** Checks the envelope of an answer (`{ data, meta }`) before its entries. */
export function validateEnvelope<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  context: string,
): z.infer<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const lines = describeIssues(result.error.issues).map((line) => `  - ${line}`);
    throw new ContentError(`${context} is not the expected answer:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const collectionEnvelope = z.object({
  data: z.array(z.unknown()),
  meta: z
    .object({ pagination: z.object({ page: z.number().int(), pageCount: z.number().int() }).optional() })
    .optional(),
});

export const singleEnvelope = z.object({ data: z.unknown() });
