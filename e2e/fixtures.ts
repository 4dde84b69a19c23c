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
      await expect(page.getByText(`เข้าสู่ระบบในชื่อ ${email}`)).toBeVisible();
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
