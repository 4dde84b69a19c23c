import type { ContractContent } from './types.ts';

/**
 * Version 1 of the agreements an investor accepts at the last onboarding step (spec §5: management, power of
 * attorney, investment policy). Published text is never edited: a change is a new version, and investors who
 * signed an older one keep the exact text they signed through its hash. Thai sentences are separated by spaces
 * so that the PDF can wrap them.
 */
export const contractV1: ContractContent = {
  version: 1,
  agreements: [
    {
      key: 'management',
      title: {
        th: 'สัญญาการจัดการกองทุนส่วนบุคคลด้านสินทรัพย์ดิจิทัล',
        en: 'Digital-Asset Private Fund Management Agreement',
      },
      paragraphs: {
        th: [
          '1. คู่สัญญา สัญญานี้ทำขึ้นระหว่างผู้ลงทุนตามชื่อที่ปรากฏในเอกสารนี้ ("ผู้ลงทุน") กับบริษัทจัดการ ซึ่งได้รับใบอนุญาตประกอบธุรกิจการจัดการเงินทุนสินทรัพย์ดิจิทัลจากสำนักงานคณะกรรมการกำกับหลักทรัพย์และตลาดหลักทรัพย์ (ก.ล.ต.) ("บริษัท")',
          '2. วัตถุประสงค์ ผู้ลงทุนแต่งตั้งบริษัทเป็นผู้จัดการกองทุนส่วนบุคคล เพื่อบริหารเงินและสินทรัพย์ดิจิทัลของผู้ลงทุนตามกลยุทธ์ที่ผู้ลงทุนเลือก ภายใต้นโยบายการลงทุนแนบท้ายสัญญานี้ และตามกฎหมายว่าด้วยการประกอบธุรกิจสินทรัพย์ดิจิทัลและประกาศของ ก.ล.ต.',
          '3. การเก็บรักษาทรัพย์สิน ทรัพย์สินของผู้ลงทุนทั้งหมดเก็บรักษาไว้กับผู้รับฝากทรัพย์สินที่เป็นอิสระในชื่อของผู้ลงทุน แยกต่างหากจากทรัพย์สินของบริษัท และไม่ถือเป็นทรัพย์สินของบริษัทในกรณีที่บริษัทล้มละลายหรือเลิกกิจการ',
          '4. ค่าธรรมเนียม ผู้ลงทุนตกลงชำระค่าธรรมเนียมตามอัตราที่บริษัทเปิดเผยสำหรับแต่ละกลยุทธ์ ได้แก่ ค่าธรรมเนียมการเพิ่มเงินลงทุน ค่าธรรมเนียมการสับเปลี่ยนเข้า ค่าธรรมเนียมการลดเงินลงทุนซึ่งคิดจากกำไร ค่าธรรมเนียมการจัดการรายวันซึ่งคำนวณจากมูลค่าทรัพย์สินสุทธิของวันนั้น และค่าธรรมเนียมตามผลการดำเนินงาน บริษัทจะแจ้งการเปลี่ยนแปลงอัตราค่าธรรมเนียมล่วงหน้าไม่น้อยกว่า 30 วัน',
          '5. การรายงาน บริษัทจะแสดงมูลค่าทรัพย์สินสุทธิ รายการซื้อขาย และผลการดำเนินงานของกองทุนส่วนบุคคลผ่านระบบออนไลน์ และจัดทำรายงานตามที่ ก.ล.ต. กำหนด',
          '6. ความเสี่ยง ผู้ลงทุนรับทราบว่าสินทรัพย์ดิจิทัลมีความผันผวนสูง อาจสูญเสียเงินลงทุนบางส่วนหรือทั้งหมด ผลการดำเนินงานในอดีตไม่ได้เป็นสิ่งยืนยันผลการดำเนินงานในอนาคต และบริษัทไม่รับประกันผลตอบแทน',
          '7. การบอกเลิกสัญญา คู่สัญญาฝ่ายใดฝ่ายหนึ่งอาจบอกเลิกสัญญาได้โดยแจ้งเป็นลายลักษณ์อักษรหรือผ่านระบบ บริษัทจะคืนทรัพย์สินหรือเงินตามมูลค่าที่ขายได้ภายหลังหักค่าธรรมเนียมที่ค้างชำระ ภายในระยะเวลาที่ประกาศของ ก.ล.ต. กำหนด',
        ],
        en: [
          '1. Parties. This agreement is made between the investor named in this document (the "Investor") and the management company licensed by the Securities and Exchange Commission of Thailand (the "SEC") to manage digital-asset funds (the "Company").',
          "2. Purpose. The Investor appoints the Company as manager of a private fund, to manage the Investor's money and digital assets according to the strategies the Investor chooses, under the investment policy attached to this agreement, the law governing digital-asset businesses and the notifications of the SEC.",
          "3. Custody. All of the Investor's assets are held by an independent custodian in the Investor's name, separately from the Company's own assets, and do not form part of the Company's estate if the Company becomes insolvent or is wound up.",
          "4. Fees. The Investor agrees to pay the fees the Company publishes for each strategy: the increase fee, the switch-in fee, the reduce fee charged on profit, the daily management fee calculated on that day's net asset value, and the performance fee. The Company will give at least 30 days' notice of any change to a fee rate.",
          '5. Reporting. The Company shows the net asset value, the transactions and the performance of the private fund online, and issues the reports the SEC requires.',
          '6. Risk. The Investor acknowledges that digital assets are highly volatile, that part or all of the investment may be lost, that past performance does not guarantee future results, and that the Company does not guarantee any return.',
          "7. Termination. Either party may end this agreement by written notice or through the platform. The Company will return the assets, or the proceeds of their sale less any fees due, within the period set by the SEC's notifications.",
        ],
      },
    },
    {
      key: 'powerOfAttorney',
      title: { th: 'หนังสือมอบอำนาจ', en: 'Power of Attorney' },
      paragraphs: {
        th: [
          '1. ผู้ลงทุนตามชื่อที่ปรากฏในเอกสารนี้ ("ผู้มอบอำนาจ") ขอมอบอำนาจให้บริษัทจัดการ ("ผู้รับมอบอำนาจ") เป็นผู้ดำเนินการแทนผู้มอบอำนาจในเรื่องที่เกี่ยวกับการจัดการกองทุนส่วนบุคคลของผู้มอบอำนาจ',
          '2. ผู้รับมอบอำนาจมีอำนาจสั่งซื้อ ขาย แลกเปลี่ยน และโอนสินทรัพย์ดิจิทัลและเงิน ผ่านศูนย์ซื้อขายและผู้ให้บริการที่ได้รับอนุญาต เพื่อปฏิบัติตามกลยุทธ์และคำสั่งเพิ่ม ลด หรือสับเปลี่ยนการลงทุนของผู้มอบอำนาจ',
          '3. ผู้รับมอบอำนาจมีอำนาจเปิดและดำเนินการบัญชีกับผู้รับฝากทรัพย์สินในชื่อของผู้มอบอำนาจ สั่งฝาก ถอน และโอนทรัพย์สินระหว่างบัญชีของผู้มอบอำนาจ และลงนามในเอกสารที่จำเป็นต่อการดังกล่าว',
          '4. เงินที่ได้จากการลดเงินลงทุนหรือการเลิกสัญญาจะโอนเข้าบัญชีธนาคารในชื่อของผู้มอบอำนาจที่ได้ยืนยันไว้กับบริษัทเท่านั้น ผู้รับมอบอำนาจไม่มีอำนาจโอนทรัพย์สินให้บุคคลอื่น',
          '5. การมอบอำนาจนี้มีผลตั้งแต่วันที่ลงนามจนกว่าสัญญาการจัดการกองทุนส่วนบุคคลจะสิ้นสุดลง และให้ถือว่าการใด ๆ ที่ผู้รับมอบอำนาจได้กระทำไปภายในขอบอำนาจนี้ผูกพันผู้มอบอำนาจเสมือนได้กระทำด้วยตนเอง',
        ],
        en: [
          '1. The investor named in this document (the "Principal") appoints the management company (the "Attorney") to act on the Principal\'s behalf in all matters concerning the management of the Principal\'s private fund.',
          "2. The Attorney may place orders to buy, sell, exchange and transfer digital assets and money through licensed exchanges and service providers, to carry out the Principal's strategies and orders to increase, reduce or switch investments.",
          "3. The Attorney may open and operate accounts with the custodian in the Principal's name, instruct deposits, withdrawals and transfers between the Principal's own accounts, and sign the documents needed to do so.",
          "4. Money from a reduction or from the end of the agreement is paid only into the bank account in the Principal's name that has been verified with the Company. The Attorney has no power to transfer assets to anyone else.",
          '5. This power of attorney takes effect on signing and lasts until the private fund management agreement ends. Every act the Attorney performs within this power binds the Principal as if the Principal had performed it.',
        ],
      },
    },
    {
      key: 'investmentPolicy',
      title: { th: 'นโยบายการลงทุน', en: 'Investment Policy' },
      paragraphs: {
        th: [
          '1. บริษัทบริหารเงินลงทุนของผู้ลงทุนตามกลยุทธ์ที่ผู้ลงทุนเลือก ซึ่งต้องไม่เกินระดับความเสี่ยงที่ผู้ลงทุนรับได้ตามผลการประเมินความเหมาะสมในการลงทุน หากผู้ลงทุนเลือกกลยุทธ์ที่มีความเสี่ยงสูงกว่า ผู้ลงทุนต้องยืนยันการยอมรับความเสี่ยงเป็นรายครั้ง',
          '2. กลยุทธ์บิตคอยน์ (M-BTC) ลงทุนในบิตคอยน์เพื่อการเติบโตระยะยาว กลยุทธ์สินทรัพย์ดิจิทัลขนาดใหญ่ (M-LARGECAP) กระจายการลงทุนในสินทรัพย์ดิจิทัลที่มีมูลค่าตลาดสูงสุดและปรับสัดส่วนทุกเดือน',
          '3. กลยุทธ์โครงสร้างพื้นฐานบล็อกเชน (M-INFRA) ลงทุนในโทเคนของเครือข่ายและโครงสร้างพื้นฐานที่ขับเคลื่อนบล็อกเชน กลยุทธ์เมตาเวิร์ส (M-META) ลงทุนในโทเคนของโลกเสมือน เกม และเศรษฐกิจดิจิทัล',
          '4. กลยุทธ์สเตเบิลคอยน์ (M-STABLE) ลงทุนในสเตเบิลคอยน์ที่อ้างอิงดอลลาร์สหรัฐ เพื่อผลตอบแทนที่สม่ำเสมอและความผันผวนต่ำ กลยุทธ์โทเคนยุคใหม่ (M-NEXTGEN) ลงทุนในโทเคนรุ่นใหม่ที่มีศักยภาพการเติบโตสูงและมีความเสี่ยงสูงที่สุด',
          '5. คำสั่งที่ยืนยันก่อนเวลา 14:00 น. ของวันทำการจะใช้มูลค่าทรัพย์สินสุทธิของวันนั้น (T) คำสั่งหลังเวลาดังกล่าวใช้มูลค่าของวันทำการถัดไป (T+1) การลงทุนครั้งแรกขั้นต่ำ 10,000 บาทต่อกลยุทธ์ และการเพิ่มเงินลงทุนแต่ละครั้งขั้นต่ำ 10,000 บาท',
          '6. บริษัทจะไม่ใช้การกู้ยืมหรือสัญญาซื้อขายล่วงหน้าเพื่อเพิ่มฐานะการลงทุน และจะเก็บสินทรัพย์ดิจิทัลไว้กับผู้รับฝากทรัพย์สินเท่านั้น ไม่ฝากไว้ในศูนย์ซื้อขายเกินกว่าที่จำเป็นต่อการชำระราคา',
        ],
        en: [
          "1. The Company manages the Investor's money according to the strategies the Investor chooses, within the risk level of the Investor's suitability assessment. If the Investor chooses a strategy of a higher risk, the Investor must accept that risk explicitly for each order.",
          '2. The Bitcoin Strategy (M-BTC) invests in bitcoin for long-term growth. The Large-Cap Strategy (M-LARGECAP) spreads across the largest digital assets by market value and is rebalanced monthly.',
          '3. The Blockchain Infrastructure Strategy (M-INFRA) invests in tokens of the networks and infrastructure that power blockchains. The Metaverse Strategy (M-META) invests in tokens of virtual worlds, gaming and digital economies.',
          '4. The Stablecoin Strategy (M-STABLE) invests in US-dollar stablecoins for steady returns and low volatility. The Next-Generation Token Strategy (M-NEXTGEN) invests in new tokens with high growth potential and carries the highest risk.',
          "5. Orders confirmed before 14:00 on a business day trade at that day's net asset value (T); later orders trade at the next business day's (T+1). The minimum first investment is 10,000 baht per strategy, and each top-up is at least 10,000 baht.",
          '6. The Company does not borrow or use derivatives to increase exposure, and keeps digital assets with the custodian, leaving on an exchange no more than settlement requires.',
        ],
      },
    },
  ],
};
