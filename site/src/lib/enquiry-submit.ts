import { errorMessage } from '@fund/domain';
import { enquiryT } from '../i18n/enquiry-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { postWithCsrf } from './csrf-fetch.ts';

/**
 * The event the page's maintenance check listens for (`maintenanceRefusedEvent` in src/shell/maintenance.ts, which
 * the tests compare). Written out rather than imported: a module shared with the forms would take the page's shell
 * script out of the page into a file of its own, requested before the first paint.
 */
const maintenanceRefusedEvent = 'site:maintenance-refused';

export type SubmitOutcome<Field extends string> =
  | { ok: true; reference: string }
  | { ok: false; message: string; fieldErrors: Partial<Record<Field, string>> };

interface Problem {
  code?: unknown;
  errors?: { field?: unknown; code?: unknown }[];
}

const fileCodes = new Set(['FILE_REQUIRED', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE']);

/** `body.email` → `email`. */
function fieldName(field: unknown): string {
  return typeof field === 'string' ? (field.split('.').pop() ?? field) : '';
}

async function readProblem(response: Response): Promise<Problem> {
  try {
    return (await response.json()) as Problem;
  } catch {
    return {};
  }
}

/**
 * Sends a form to the API and reads its answer: the reference on success; otherwise the problem's `code`
 * translated, and each refused field shown with the form's own wording for that field (`invalidField`).
 */
export async function sendEnquiry<Field extends string>(
  url: string,
  init: RequestInit,
  locale: Locale,
  invalidField: (field: Field, code: string) => string | undefined,
): Promise<SubmitOutcome<Field>> {
  let response: Response;
  try {
    response = await postWithCsrf(url, init);
  } catch {
    return { ok: false, message: enquiryT(locale)('networkError'), fieldErrors: {} };
  }
  if (response.ok) {
    const body = (await response.json().catch(() => ({}))) as { reference?: unknown };
    return { ok: true, reference: typeof body.reference === 'string' ? body.reference : '' };
  }
  const problem = await readProblem(response);
  const code = typeof problem.code === 'string' ? problem.code : 'INTERNAL_ERROR';
  // Maintenance began after the page loaded: the maintenance check looks again now, not at its next tick.
  if (response.status === 503 && code === 'MAINTENANCE')
    window.dispatchEvent(new Event(maintenanceRefusedEvent));
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const item of problem.errors ?? []) {
    const field = fieldName(item.field) as Field;
    const message = invalidField(field, typeof item.code === 'string' ? item.code : code);
    if (message) fieldErrors[field] = message;
  }
  // File refusals come as the problem's own code, without a field list.
  if (fileCodes.has(code)) {
    const message = invalidField('file' as Field, code);
    if (message) fieldErrors['file' as Field] = message;
  }
  return { ok: false, message: errorMessage(code, locale), fieldErrors };
}
