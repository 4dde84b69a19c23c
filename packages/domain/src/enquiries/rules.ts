/** Contact-back topics and complaint problem types (spec §3), with the labels the forms and the inbox show. */
export const contactTopics = {
  ACCOUNT_OPENING: { th: 'สอบถามการเปิดบัญชี', en: 'Account creation enquiries' },
  /** A company asks customer service to open its account (corporate accounts cannot self-open). */
  JURISTIC_ACCOUNT: { th: 'เปิดบัญชีนิติบุคคล', en: 'Opening a juristic (company) account' },
  INVESTMENT_ADVICE: { th: 'ขอคำแนะนำการลงทุน', en: 'Investment advice' },
  STRATEGY_INFORMATION: { th: 'ข้อมูลกลยุทธ์การลงทุน', en: 'Strategy information' },
  REPORT_PROBLEM: { th: 'แจ้งปัญหาการใช้งาน', en: 'Report a problem' },
  OTHER: { th: 'อื่น ๆ', en: 'Other' },
} as const;

export type ContactTopic = keyof typeof contactTopics;

/** What reaches the back office's inbox: a contact-back request, a complaint, or a request for a statement. */
export const inboxKinds = ['CONTACT', 'COMPLAINT', 'STATEMENT_REQUEST'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** Where customer service is with an inbox item. */
export const inboxStatuses = ['NEW', 'IN_PROGRESS', 'CLOSED'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const complaintProblemTypes = {
  SERVICE: { th: 'การให้บริการ', en: 'Service' },
  TRANSACTION: { th: 'การทำรายการ', en: 'Transaction' },
  ACCOUNT: { th: 'บัญชีผู้ใช้', en: 'Account' },
  TECHNICAL: { th: 'ปัญหาทางเทคนิค', en: 'Technical problem' },
  OTHER: { th: 'อื่น ๆ', en: 'Other' },
} as const;

export type ComplaintProblemType = keyof typeof complaintProblemTypes;

/** Complaint attachments: the file must be one of these and at most this size (spec §5: formats and an MB limit). */
export const complaintFileRules = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['.jpg', '.jpeg', '.png', '.pdf'],
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

export const complaintDetailMaxLength = 2000;

/** Digits only, after dropping the spaces and dashes people type. */
export function normalizePhone(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * A Thai phone number: 0 followed by 8 digits (landline) or 9 digits (mobile), or the same in +66 form without
 * the leading 0.
 */
export function isThaiPhone(input: string): boolean {
  return /^(0[1-9]\d{7,8}|\+66[1-9]\d{7,8})$/.test(normalizePhone(input));
}

/** A Thai mobile number (06, 08 or 09 and 8 more digits, or +66 without the 0): where an SMS can go. */
export function isThaiMobile(input: string): boolean {
  return /^(0[689]\d{8}|\+66[689]\d{8})$/.test(normalizePhone(input));
}

export function isAllowedComplaintFile(file: {
  name: string;
  size: number;
  type?: string;
}): 'ok' | 'type' | 'size' {
  const name = file.name.toLowerCase();
  if (!complaintFileRules.extensions.some((ext) => name.endsWith(ext))) return 'type';
  if (file.size > complaintFileRules.maxBytes) return 'size';
  if (file.size === 0) return 'type';
  return 'ok';
}
