import type { Page } from '@playwright/test';
import { acceptConsent, expect, stack, test } from '../fixtures.ts';

interface StrategyAnswer {
  nav: string;
  navDate: string;
  navIsDemo: boolean;
  returns: Record<string, string | null>;
  fees: { managementPercentPerYear: string };
  minimums: { firstInvestment: string };
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header fits in one row and its menu button opens and closes the navigation', async ({ page }) => {
    await page.goto(stack.site());
    await acceptConsent(page);
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height).toBeLessThan(844 * 0.1);
    const menu = page.getByRole('button', { name: 'เมนู' });
    const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'คำถามที่พบบ่อย' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole('link', { name: 'คำถามที่พบบ่อย' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await noSidewaysScroll(page);
  });

  test('a strategy page shows its NAV and date, returns, fees and the bands that may invest', async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get(`${stack.api()}/strategies/M-BTC`)).json()) as StrategyAnswer;
    await page.goto(`${stack.site()}/strategies/M-BTC/`);
    await acceptConsent(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('กลยุทธ์บิตคอยน์');
    // The site is static: it shows the NAV approved when it was last built (other journeys approve NAVs since).
    // Whatever date it shows, its NAV is the API's approved NAV of that date.
    const figures = page.getByRole('region', { name: 'ตัวเลขสำคัญ' });
    // The first figure is the NAV with its date.
    const shown = await figures.getByRole('definition').first().textContent();
    const [, nav, day, month, buddhistYear] = shown!.match(
      /([\d,]+\.\d{4})\s*ณ วันที่ (\d{2})\/(\d{2})\/(\d{4})/,
    )!;
    const navDate = `${Number(buddhistYear) - 543}-${month}-${day}`;
    const history = (await (
      await request.get(`${stack.api()}/strategies/M-BTC/nav?from=${navDate}&to=${navDate}`)
    ).json()) as { data: { date: string; nav: string }[] };
    expect(history.data).toEqual([{ date: navDate, nav: nav!.replaceAll(',', '') }]);
    await expect(figures.getByText('8 จาก 8')).toBeVisible();
    await expect(page.getByText('ข้อมูลตัวอย่าง', { exact: true })).toHaveCount(answer.navIsDemo ? 1 : 0);

    const returns = page.getByRole('table', { name: /ผลตอบแทนจาก NAV ต่อหน่วย/ });
    for (const period of ['1 ปี', '3 เดือน']) {
      // A signed return, or 0.00% unsigned when the NAV a period back equals today's (journeys enter NAVs of their own).
      await expect(returns.getByRole('row', { name: period })).toContainText(/(?:[+−]\d+\.\d{2}|0\.00)%/);
    }
    const fees = page.getByRole('table', { name: 'อัตราค่าธรรมเนียม' });
    await expect(fees.getByRole('row', { name: /ค่าธรรมเนียมการจัดการต่อปี/ })).toContainText(
      `${Number(answer.fees.managementPercentPerYear).toFixed(2)}%`,
    );
    await expect(page.getByRole('table', { name: 'เงินลงทุนขั้นต่ำ' })).toContainText('10,000 บาท');
    await expect(page.getByText(/“ความเสี่ยงปานกลาง” ขึ้นไป \(คะแนน 21 ขึ้นไป\)/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'หนังสือชี้ชวนโดยสรุป (Factsheet)' })).toBeVisible();

    const invest = page.getByRole('link', { name: 'ลงทุนในกลยุทธ์นี้' });
    expect(await invest.getAttribute('href')).toMatch(new RegExp(`^${stack.portal()}/`));
    await noSidewaysScroll(page);

    // The interest bar keeps out of the way of the contact form and the footer.
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'สนใจลงทุน' })).toBeHidden();
  });
});

test('on a laptop the navigation is shown in full and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${stack.site()}/en/strategies/M-NEXTGEN/`);
  await acceptConsent(page);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Key figures' }).getByText('No NAV yet')).toBeVisible();
  await noSidewaysScroll(page);
});
