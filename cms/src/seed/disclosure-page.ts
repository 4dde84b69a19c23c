import type { Localized } from './localized.ts';
import { pageSeo, type SeoContent } from './seo.ts';

export interface RegulatorContent {
  name: string;
  role: string;
  website: string;
}

export interface DisclosurePageContent {
  title: string;
  riskNotice: string;
  custody: string;
  regulators: RegulatorContent[];
  seo: SeoContent;
}

export const DISCLOSURE_PAGE: Localized<DisclosurePageContent> = {
  th: {
    title: 'การเปิดเผยข้อมูลและคำเตือนความเสี่ยง',
    riskNotice: `**คริปโทเคอร์เรนซีและโทเคนดิจิทัลมีความเสี่ยงสูงมาก ผู้ลงทุนอาจสูญเสียเงินลงทุนทั้งจำนวน ควรศึกษาและทำความเข้าใจความเสี่ยงก่อนตัดสินใจลงทุน**

- **ความผันผวนของราคา** ราคาสินทรัพย์ดิจิทัลเปลี่ยนแปลงรุนแรงและซื้อขายตลอด 24 ชั่วโมง
- **สภาพคล่อง** ในภาวะตลาดผิดปกติ อาจขายสินทรัพย์ได้ช้าหรือต่ำกว่าราคาที่คาดไว้
- **เทคโนโลยีและความปลอดภัย** ระบบบล็อกเชน กระเป๋าเงินดิจิทัล และผู้ให้บริการอาจถูกโจมตีหรือขัดข้อง
- **กฎหมายและภาษี** กฎเกณฑ์ในไทยและต่างประเทศอาจเปลี่ยนแปลงและกระทบมูลค่าการลงทุน
- **อัตราแลกเปลี่ยน** สินทรัพย์ส่วนใหญ่อ้างอิงดอลลาร์สหรัฐ มูลค่าในรูปเงินบาทจึงเปลี่ยนตามค่าเงิน

การลงทุนในกลยุทธ์ไม่ใช่การฝากเงินและไม่ได้รับความคุ้มครองจากสถาบันคุ้มครองเงินฝาก ผลการดำเนินงานในอดีตไม่ได้เป็นสิ่งยืนยันผลการดำเนินงานในอนาคต หากเลือกกลยุทธ์ที่มีความเสี่ยงสูงกว่าระดับที่ประเมินได้ ผู้ลงทุนต้องยืนยันรับทราบความเสี่ยงก่อนทุกครั้ง`,
    custody: `ผู้รับฝากทรัพย์สินอิสระที่ได้รับอนุญาตเก็บรักษาเงินสดและสินทรัพย์ดิจิทัลของลูกค้าในชื่อของลูกค้าแต่ละราย แยกจากทรัพย์สินของบริษัท บริษัทมีอำนาจสั่งซื้อขายตามนโยบายการลงทุนเท่านั้น ไม่สามารถถอนหรือโอนทรัพย์สินของลูกค้าไปใช้เพื่อการอื่น และกระทบยอดกับผู้รับฝากทุกวันทำการ

เงินค่าขายคืนโอนเข้าบัญชีธนาคารที่เป็นชื่อของลูกค้าเท่านั้น`,
    regulators: [
      {
        name: 'สำนักงานคณะกรรมการกำกับหลักทรัพย์และตลาดหลักทรัพย์ (ก.ล.ต.)',
        role: 'ออกใบอนุญาตและกำกับดูแลผู้ประกอบธุรกิจสินทรัพย์ดิจิทัล รวมถึงผู้จัดการเงินทุนสินทรัพย์ดิจิทัล และรับเรื่องร้องเรียนจากผู้ลงทุน (สายด่วน 1207)',
        website: 'https://www.sec.or.th',
      },
      {
        name: 'สำนักงานป้องกันและปราบปรามการฟอกเงิน (ปปง.)',
        role: 'กำกับการปฏิบัติตามกฎหมายป้องกันและปราบปรามการฟอกเงินและการสนับสนุนทางการเงินแก่การก่อการร้าย ซึ่งกำหนดให้บริษัทต้องรู้จักลูกค้าและรายงานธุรกรรมที่ต้องรายงาน',
        website: 'https://www.amlo.go.th',
      },
      {
        name: 'ธนาคารแห่งประเทศไทย (ธปท.)',
        role: 'กำกับดูแลธนาคารพาณิชย์และระบบการชำระเงินที่ใช้รับและโอนเงินบาทของลูกค้า สินทรัพย์ดิจิทัลไม่ใช่เงินตราที่ใช้ชำระหนี้ได้ตามกฎหมาย',
        website: 'https://www.bot.or.th',
      },
    ],
    seo: pageSeo(
      'การเปิดเผยข้อมูลและคำเตือนความเสี่ยง | เอ็มฟันด์',
      'คำเตือนความเสี่ยงของการลงทุนในสินทรัพย์ดิจิทัล การเก็บรักษาทรัพย์สินโดยผู้รับฝากอิสระ และหน่วยงานที่กำกับดูแลบริษัท',
    ),
  },
  en: {
    title: 'Public disclosure and risk notice',
    riskNotice: `**Cryptocurrencies and digital tokens are very high risk. You may lose all of the money you invest. Study and understand the risks before you decide to invest.**

- **Price volatility.** Digital-asset prices move sharply, and markets trade around the clock.
- **Liquidity.** In disorderly markets, assets may sell slowly or below the expected price.
- **Technology and security.** Blockchains, wallets and service providers can be attacked or fail.
- **Law and tax.** Rules in Thailand and abroad can change and affect the value of investments.
- **Exchange rates.** Most assets are priced in US dollars, so their value in baht moves with the currency.

An investment in a strategy is not a deposit and is not protected by the Deposit Protection Agency. Past performance is not a guarantee of future results. If you choose a strategy riskier than your assessed level, you must acknowledge the risk each time.`,
    custody: `A licensed independent custodian holds customers' cash and digital assets in each customer's own name, apart from the company's assets. The company may only place trades under the investment policy; it cannot withdraw customers' assets or move them for any other purpose, and it reconciles balances with the custodian every business day.

Proceeds of reductions are paid only to a bank account in the customer's own name.`,
    regulators: [
      {
        name: 'Securities and Exchange Commission, Thailand (SEC)',
        role: 'Licenses and supervises digital-asset businesses, including digital-asset fund managers, and handles investor complaints (hotline 1207).',
        website: 'https://www.sec.or.th',
      },
      {
        name: 'Anti-Money Laundering Office (AMLO)',
        role: 'Enforces the anti-money-laundering and counter-terrorist-financing laws, under which the company must know its customers and report reportable transactions.',
        website: 'https://www.amlo.go.th',
      },
      {
        name: 'Bank of Thailand (BOT)',
        role: "Supervises the commercial banks and payment systems that carry customers' baht. Digital assets are not legal tender.",
        website: 'https://www.bot.or.th',
      },
    ],
    seo: pageSeo(
      'Public disclosure and risk notice | MFund',
      'The risks of investing in digital assets, how an independent custodian holds customer assets, and the authorities that supervise the company.',
    ),
  },
};
