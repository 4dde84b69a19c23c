import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import { freshEmail, openRow, searchApplied, signedInPortalPage } from '../support/investors.ts';
import { apiSession, onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { unitsHeld } from '../support/orders.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';
import { navEnteredAndApproved } from '../support/staff.ts';

// Tuesday 3 August 2027 the investor buys; Wednesday 4 August they reduce into their wallet; the payout's value
// date is T+2 business days, Friday 6 August. The journey stands the stack's clock there and gives it back.
const buyDay = '2027-08-03';
const reduceDay = '2027-08-04';
const valueDay = '2027-08-06';
test.afterAll(async () => {
  await standAt(null);
});

// EIP-55's published example: a checksummed Ethereum address.
const ethAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

test('an investor names a wallet, compliance verifies it, a reduction is paid into it: operations prepare the wallet batch and another officer sends it through the custodian, which answers the transaction hash', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(300_000);
  await standAt(`${buyDay}T09:00:00`);
  const email = freshEmail('wallet-payout');
  await onboardedInvestorThroughApi(email, demoPassword);
  await unitsHeld(email, buyDay);

  // The investor names a wallet on the profile page: a mistyped address is caught before anything is sent.
  await standAt(`${reduceDay}T09:00:00`);
  const portal = await signedInPortalPage(browser, email, demoPassword);
  await portal.goto('/profile');
  const walletSection = portal.getByRole('region', { name: 'กระเป๋าเงินดิจิทัลสำหรับรับเงิน' });
  await walletSection.getByLabel('เครือข่าย').selectOption('ETH');
  await walletSection.getByLabel('ที่อยู่กระเป๋าเงิน').fill(ethAddress.replace('aA', 'aa'));
  await walletSection.getByRole('button', { name: 'ส่งให้ทีมตรวจสอบ' }).click();
  await expect(
    walletSection.getByText('ที่อยู่กระเป๋าเงินไม่ถูกต้องสำหรับเครือข่ายที่เลือก กรุณาตรวจสอบอีกครั้ง'),
  ).toBeVisible();
  await walletSection.getByLabel('ที่อยู่กระเป๋าเงิน').fill(ethAddress);
  await walletSection.getByRole('button', { name: 'ส่งให้ทีมตรวจสอบ' }).click();
  await expect(portal.getByText('บันทึกที่อยู่กระเป๋าเงินแล้ว ทีมตรวจสอบจะยืนยันก่อนใช้งาน')).toBeVisible();
  await expect(walletSection.getByText(`รอการตรวจสอบ: Ethereum (ERC-20) ${ethAddress}`)).toBeVisible();
  const investor = await apiSession(email, demoPassword);

  // Compliance opens the request from the queue, reads the network and the whole address, and approves it.
  const compliance = await staffPage('compliance@example.com');
  await compliance.getByRole('menuitem', { name: 'คำขอเปลี่ยนแปลงข้อมูล' }).click();
  await compliance.getByRole('combobox', { name: 'ประเภท' }).click();
  await compliance.getByRole('option', { name: 'กระเป๋าเงินดิจิทัลสำหรับรับเงิน' }).click();
  await searchApplied(compliance, 'WALLET');
  await compliance.getByRole('row').filter({ hasText: email }).getByText(email).click();
  await expect(compliance).toHaveURL(/#\/change-requests\/\d+\/show$/);
  const changes = compliance.getByRole('table', { name: 'ข้อมูลเดิมและข้อมูลใหม่' });
  await expect(changes.getByRole('row', { name: /เครือข่ายของกระเป๋าเงิน/ })).toContainText('Ethereum (ERC-20)');
  await expect(changes.getByRole('row', { name: /ที่อยู่กระเป๋าเงินดิจิทัล/ })).toContainText(ethAddress);
  await bothWidths(compliance, 'change-request-wallet-th', ethAddress);
  await inLanguage(compliance, 'en');
  await expect(compliance.getByText('Payout wallet')).toBeVisible();
  await bothWidths(compliance, 'change-request-wallet-en', ethAddress);
  await inLanguage(compliance, 'th');
  await compliance.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await compliance.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
  await expect(compliance.getByText('อนุมัติคำขอแล้ว')).toBeVisible();
  expect(((await (await investor.api.get('/me/wallet')).json()) as { wallet: object }).wallet).toMatchObject({
    network: 'ETH',
    address: ethAddress,
  });

  // Wednesday morning the investor reduces 500 bitcoin units and chooses to receive them in the wallet.
  await standAt(`${reduceDay}T10:00:00`);
  await portal.goto('/strategies/M-BTC/reduce');
  await portal.getByRole('radio', { name: 'ระบุเป็นจำนวนหน่วย' }).check();
  await portal.getByRole('textbox', { name: 'จำนวนหน่วย', exact: true }).fill('500');
  await portal
    .getByRole('group', { name: 'รับเงินเข้า' })
    .getByRole('radio', { name: 'กระเป๋าเงินดิจิทัล Ethereum (ERC-20) 0x5aAe…1BeAed' })
    .check();
  await portal.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(portal.getByLabel('รับเงินเข้า')).toHaveText('กระเป๋าเงินดิจิทัล Ethereum (ERC-20) 0x5aAe…1BeAed');
  await portal.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await expect(portal.getByText('ส่งคำสั่งลดเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
  await expect(portal).toHaveURL(/\/orders\/\d+$/);
  const orderPage = new URL(portal.url()).pathname;
  await portal.context().close();
  await investor.api.dispose();

  const operations = await staffPage('operations@example.com');
  await operations.getByRole('menuitem', { name: 'คำสั่งซื้อขาย' }).click();
  await operations.getByRole('textbox', { name: 'ค้นหาเลขที่รายการหรืออีเมล' }).fill(email);
  await searchApplied(operations, email);
  await openRow(
    operations.getByRole('row').filter({ hasText: email }).filter({ hasText: 'รอการอนุมัติ' }).first(),
    operations.getByText('กระเป๋าเงินดิจิทัลของผู้ลงทุน'),
  );
  await operations.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await operations.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(operations.getByText('อนุมัติคำสั่งแล้ว')).toBeVisible();

  // That evening operations enter the NAV and a second officer approves it, which settles the reduction.
  await navEnteredAndApproved(staffPage, { code: 'M-BTC', day: reduceDay, nav: '13.0000' });

  // Friday morning operations prepare the wallet batch: the custodian's instruction, not a bank file.
  await standAt(`${valueDay}T09:00:00`);
  const payOps = await staffPage('operations@example.com');
  await payOps.getByRole('menuitem', { name: 'ชุดจ่ายเงิน' }).click();
  await payOps.getByRole('button', { name: 'จัดเตรียมชุดจ่ายเงิน' }).click();
  const prepare = payOps.getByRole('dialog', { name: 'จัดเตรียมชุดจ่ายเงิน' });
  await prepare.getByRole('radio', { name: 'โอนเข้ากระเป๋าเงินดิจิทัลของผู้ลงทุนผ่านผู้รับฝากทรัพย์สิน' }).check();
  await prepare.getByLabel('วันที่จ่าย').fill(valueDay);
  await prepare.getByRole('button', { name: 'จัดเตรียม' }).click();
  const prepared = payOps.getByText(/^จัดเตรียม PW-20270806-\d+ แล้ว 1 รายการ ระงับไว้ 0 รายการ$/);
  await expect(prepared).toBeVisible();
  const batchRef = /PW-20270806-\d+/.exec((await prepared.textContent()) ?? '')![0];
  const makerRow = payOps.getByRole('row').filter({ hasText: batchRef });
  await expect(makerRow.getByText('กระเป๋าเงินดิจิทัล', { exact: true })).toBeVisible();
  await expect(makerRow.getByText('คุณเป็นผู้จัดเตรียมชุดนี้ ต้องให้เจ้าหน้าที่อีกคนส่งผ่านผู้รับฝากทรัพย์สิน')).toBeVisible();
  await expect(makerRow.getByRole('button')).toHaveCount(0);
  await bothWidths(payOps, 'payout-batches-wallet-th', batchRef);
  await inLanguage(payOps, 'en');
  await bothWidths(payOps, 'payout-batches-wallet-en', 'Awaiting sending');
  await inLanguage(payOps, 'th');

  // A second officer sends it; the custodian pays it and answers its transaction hash.
  const sender = await staffPage('admin@example.com');
  await sender.getByRole('menuitem', { name: 'ชุดจ่ายเงิน' }).click();
  await sender
    .getByRole('row')
    .filter({ hasText: batchRef })
    .getByRole('button', { name: `ส่งผ่านผู้รับฝากทรัพย์สิน ${batchRef}` })
    .click();
  await sender
    .getByRole('dialog', { name: `ส่ง ${batchRef} ผ่านผู้รับฝากทรัพย์สิน` })
    .getByRole('button', { name: 'ยืนยันส่ง' })
    .click();
  await expect(sender.getByText('ส่งแล้ว จ่ายสำเร็จ 1 รายการ ไม่สำเร็จ 0 รายการ')).toBeVisible();
  await expect(sender.getByRole('row').filter({ hasText: batchRef }).getByText('ปิดแล้ว')).toBeVisible();

  // The payout is paid into the wallet, its reference the transaction hash.
  await sender.getByRole('menuitem', { name: 'การจ่ายเงิน' }).click();
  await sender.getByRole('textbox', { name: 'ค้นหาอีเมลหรือเลขที่คำสั่ง' }).fill(email);
  await searchApplied(sender, email);
  const payoutRow = sender.getByRole('row').filter({ hasText: email });
  await expect(payoutRow.getByText('จ่ายแล้ว', { exact: true })).toBeVisible();
  await expect(payoutRow.getByText('กระเป๋าเงินดิจิทัล', { exact: true })).toBeVisible();
  await expect(payoutRow.getByText('0x5aAe…1BeAed')).toHaveAttribute('title', ethAddress);
  await expect(payoutRow.getByTitle(/^0x[0-9a-f]{64}$/)).toHaveText(/^0x[0-9a-f]{8}…[0-9a-f]{8}$/);
  await bothWidths(sender, 'payouts-wallet-th', '0x5aAe…1BeAed');
  await inLanguage(sender, 'en');
  await bothWidths(sender, 'payouts-wallet-en', '0x5aAe…1BeAed');
  await inLanguage(sender, 'th');
  await sender
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /^PO-\d+$/ })
    .click();
  const hash = sender.getByText(/^0x[0-9a-f]{64}$/);
  await expect(hash).toBeVisible();
  await expect(sender.getByText('แฮชธุรกรรม (transaction hash)')).toBeVisible();
  await expect(sender.getByText(ethAddress)).toBeVisible();
  await bothWidths(sender, 'payout-wallet-detail-th', ethAddress);
  await inLanguage(sender, 'en');
  await expect(sender.getByText('Transaction hash', { exact: true })).toBeVisible();
  await bothWidths(sender, 'payout-wallet-detail-en', ethAddress);

  const mail = await waitForMail(email, /^โอนเงินค่าขายคืนหน่วยลงทุน ORD-.* แล้ว$/);
  expect(mail.text).toContain((await hash.textContent()) ?? 'no hash');

  // The investor, signed in again on Friday, reads the order page: paid into the wallet, with the hash.
  const friday = await signedInPortalPage(browser, email, demoPassword);
  await friday.goto(orderPage);
  await expect(friday.getByText('โอนเงินแล้ว')).toBeVisible();
  await expect(friday.getByLabel('บัญชีที่รับเงิน')).toHaveText('กระเป๋าเงินดิจิทัล ETH 0x5aAe…1BeAed');
  await expect(friday.getByLabel('เลขที่ธุรกรรม (transaction hash)')).toHaveText(
    (await hash.textContent()) ?? 'no hash',
  );
});
