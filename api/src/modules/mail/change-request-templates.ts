import { type Brand, type Language, supportSignature } from '@fund/domain';
import type { RenderedMail } from './templates.ts';

/** What a change request changes, as the investor reads it. */
const subjects = {
  PROFILE: { th: 'ข้อมูลส่วนตัว', en: 'personal information' },
  BANK_ACCOUNT: { th: 'บัญชีธนาคาร', en: 'bank account' },
  WALLET: { th: 'กระเป๋าเงินดิจิทัลสำหรับรับเงิน', en: 'wallet for payouts' },
} as const;

export type ChangeRequestKind = keyof typeof subjects;

/** DESIGN §4 "Servicing": the investor hears of compliance's decision on a change request by e-mail. */
export const changeRequestTemplates = {
  'change-request-approved': (
    language: Language,
    { kind, portalUrl }: { kind: ChangeRequestKind; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `คำขอเปลี่ยนแปลง${subjects[kind].th}ได้รับการอนุมัติแล้ว`,
          text: `ทีมตรวจสอบได้อนุมัติคำขอเปลี่ยนแปลง${subjects[kind].th}ของท่านแล้ว ข้อมูลใหม่มีผลทันที:\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your ${subjects[kind].en} change is approved`,
          text: `Our compliance team approved your ${subjects[kind].en} change. The new data applies now:\n${portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'change-request-rejected': (
    language: Language,
    { kind, reason, portalUrl }: { kind: ChangeRequestKind; reason: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `คำขอเปลี่ยนแปลง${subjects[kind].th}ไม่ได้รับการอนุมัติ`,
          text: `ทีมตรวจสอบไม่สามารถอนุมัติคำขอเปลี่ยนแปลง${subjects[kind].th}ของท่านได้ด้วยเหตุผลต่อไปนี้:\n${reason}\n\nข้อมูลเดิมของท่านยังคงใช้อยู่ ท่านสามารถส่งคำขอใหม่ได้ที่:\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your ${subjects[kind].en} change was not approved`,
          text: `Our compliance team could not approve your ${subjects[kind].en} change for this reason:\n${reason}\n\nYour current data stays in force. You can send a new request at:\n${portalUrl}\n\n${supportSignature(brand).en}`,
        },
} as const;
