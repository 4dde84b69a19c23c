import { demoPassword, expect, stack, test } from '../fixtures.ts';

// Spec §1 and the CMS issue: an editor publishes in Strapi and the static site carries it within a minute.
test('an editor publishes an article in the CMS and it is on the site after the rebuild', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `ข่าวทดสอบการเผยแพร่ ${Date.now()}`;
  const admin = stack.cms();

  // Editors work in Thai: the admin panel opens in Thai, and fields carry labels and descriptions, not raw names.
  await page.goto(`${admin}/auth/login`);
  await expect(page.getByRole('heading', { name: 'ระบบจัดการเนื้อหาเว็บไซต์' })).toBeVisible();
  await page.getByRole('textbox', { name: 'อีเมล' }).fill('admin@example.com');
  await page.getByRole('textbox', { name: 'รหัสผ่าน' }).fill(demoPassword);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/admin(\/)?$/, { timeout: 30_000 });

  await page.goto(
    `${admin}/content-manager/collection-types/api::article.article/create?plugins[i18n][locale]=th`,
  );
  await page.getByLabel('หัวข้อ (Title)').fill(title);
  const uid = page.getByLabel('ที่อยู่หน้า (URL slug)');
  await expect(uid).not.toHaveValue('', { timeout: 15_000 });
  const slug = await uid.inputValue();
  await expect(page.getByText('สรุป 1-2 ประโยค แสดงบนการ์ดบทความและในผลการค้นหา')).toBeVisible();
  await page.getByLabel('เกริ่นนำ (Excerpt)').fill('บทความที่เผยแพร่ระหว่างการทดสอบ');
  await page.getByRole('button', { name: 'เผยแพร่', exact: true }).click();
  await expect(page.getByText('เผยแพร่แล้ว').first()).toBeVisible({ timeout: 20_000 });

  // The CMS calls the site's rebuild hook; the rebuild is debounced and swapped in when it is complete.
  await expect
    .poll(async () => (await request.get(`${stack.site()}/articles/${slug}/`)).status(), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(200);
  await page.goto(`${stack.site()}/articles/${slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
