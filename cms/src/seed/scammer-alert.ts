import type { Localized } from './localized.ts';

export interface ScammerAlertContent {
  enabled: boolean;
  message: string;
}

// Shown while the scammerAlert feature flag is on; `enabled` lets editors withdraw the text itself.
export const SCAMMER_ALERT: Localized<ScammerAlertContent> = {
  th: {
    enabled: true,
    message: `ระวังมิจฉาชีพแอบอ้างชื่อบริษัท! เราไม่เคยขอรหัสผ่าน OTP หรือ PIN และไม่ให้โอนเงินเข้าบัญชีบุคคล ติดต่อเราผ่านช่องทางบนเว็บไซต์นี้เท่านั้น`,
  },
  en: {
    enabled: true,
    message: `Beware of scammers using our name! We never ask for your password, OTP or PIN, and never ask you to pay into a personal account. Contact us only through this website.`,
  },
};
