import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

export const demoPassword = 'Demo!2026';

function url(name: string): string {
  const value = process.env[`E2E_${name}_URL`];
  if (!value) throw new Error(`E2E_${name}_URL is not set: the global setup did not start the stack`);
  return value;
}

export const stack = {
  site: () => url('SITE'),
  portal: () => url('PORTAL'),
  backoffice: () => url('BACKOFFICE'),
  cms: () => url('CMS'),
  api: () => url('API'),
  mail: () => url('MAIL'),
};

export const test = base.extend<{ staffPage: (email: string) => Promise<Page> }>({
  /** A back-office page signed in as the given staff member, in a browser context of its own. */
  staffPage: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (email) => {
      const context = await browser.newContext({ baseURL: stack.backoffice() });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto('/#/login');
      await page.getByRole('textbox', { name: 'อีเมล' }).fill(email);
      await page.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      // Past the login page the back office loads its screens and the dashboard's counts: allow a busy machine time.
      await expect(page.getByText(`เข้าสู่ระบบในชื่อ ${email}`)).toBeVisible({ timeout: 30_000 });
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  text?: string;
}

/** The mail catcher's inbox (MailDev's REST API): waits until a message to `to` whose subject matches arrives. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${stack.mail()}/api/email`);
    if (res.ok) {
      const mails = (await res.json()) as CaughtMail[];
      const found = mails.find((m) => m.to.some((r) => r.address === to) && subject.test(m.subject));
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** Dismisses the site's privacy/publicity consent popup when it is shown, as a visitor would. */
export async function acceptConsent(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: /^(ยอมรับ|Accept)$/ });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

export { expect };
