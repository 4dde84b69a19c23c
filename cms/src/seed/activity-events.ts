import { inBothLanguages, type Localized } from './localized.ts';

export interface ActivityEventContent {
  title: string;
  description: string;
  startsAt: string;
  location: string;
  link?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The given hour in Bangkok (UTC+7, no daylight saving) the given number of days after `now`, so a freshly
 * seeded calendar shows upcoming events whenever it is seeded.
 */
export function bangkokDateTime(now: Date, daysAhead: number, hour = 10): string {
  const day = new Date(now.getTime() + 7 * 60 * 60 * 1000 + daysAhead * DAY_MS);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 7, 0, 0),
  ).toISOString();
}

export function activityEvents(now: Date): Localized<ActivityEventContent>[] {
  return [
    inBothLanguages(
      {
        startsAt: bangkokDateTime(now, 14, 19),
        link: 'https://www.mfund.example/events/webinar-starting-out',
      },
      {
        th: {
          title: 'สัมมนาออนไลน์: เริ่มต้นลงทุนสินทรัพย์ดิจิทัลอย่างมีวินัย',
          description: 'ทำความรู้จัก 6 กลยุทธ์ การประเมินความเสี่ยง และการทยอยลงทุน พร้อมถาม-ตอบสดกับผู้จัดการกองทุน',
          location: 'ออนไลน์ผ่าน Zoom',
        },
        en: {
          title: 'Webinar: starting out in digital assets with discipline',
          description:
            'Meet the six strategies, the risk assessment and investing in instalments, with a live Q&A with our fund managers.',
          location: 'Online (Zoom)',
        },
      },
    ),
    inBothLanguages(
      { startsAt: bangkokDateTime(now, 30), link: 'https://www.mfund.example/events/outlook-seminar' },
      {
        th: {
          title: 'สัมมนาแนวโน้มตลาดสินทรัพย์ดิจิทัลปีหน้า',
          description: 'ทีมวิเคราะห์สรุปปัจจัยสำคัญของตลาด ทั้งนโยบายการเงิน กฎเกณฑ์ และพัฒนาการของบล็อกเชน',
          location: 'ห้องสัมมนา ชั้น 20 อาคารเอ็มฟันด์ทาวเวอร์ ถนนสาทรใต้',
        },
        en: {
          title: 'Digital-asset market outlook for the year ahead',
          description:
            'Our analysts cover what will drive the market: monetary policy, regulation and blockchain developments.',
          location: 'Seminar room, 20th floor, MFund Tower, South Sathorn Road',
        },
      },
    ),
    inBothLanguages(
      { startsAt: bangkokDateTime(now, 45, 13) },
      {
        th: {
          title: 'เวิร์กช็อป: ป้องกันตัวจากภัยมิจฉาชีพออนไลน์',
          description: 'เรียนรู้วิธีตั้งค่าความปลอดภัยบัญชี การเปิดใช้ 2FA และการสังเกตเพจหรือกลุ่มแชตปลอม',
          location: 'ห้องสัมมนา ชั้น 20 อาคารเอ็มฟันด์ทาวเวอร์ ถนนสาทรใต้',
        },
        en: {
          title: 'Workshop: protecting yourself from online scams',
          description:
            'Set up your account security, turn on 2FA and learn to spot fake pages and chat groups.',
          location: 'Seminar room, 20th floor, MFund Tower, South Sathorn Road',
        },
      },
    ),
  ];
}
