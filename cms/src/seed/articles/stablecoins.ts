import { seedArticle } from './article.ts';

export const STABLECOINS = seedArticle(
  {
    uid: 'stablecoins-explained',
    category: 'education',
    publishedDate: '2026-10-19',
    relatedUids: ['bitcoin-in-a-long-term-portfolio', 'third-party-custody-explained'],
  },
  {
    th: {
      title: 'สเตเบิลคอยน์คืออะไร และมีความเสี่ยงอะไรบ้าง',
      excerpt:
        'สเตเบิลคอยน์ผูกมูลค่ากับสกุลเงินอย่างดอลลาร์สหรัฐ แต่ "เสถียร" ไม่ได้แปลว่า "ไม่มีความเสี่ยง" มาดูกลไกและความเสี่ยงที่ควรรู้',
      body: `สเตเบิลคอยน์ (Stablecoin) คือโทเคนดิจิทัลที่ออกแบบให้มีมูลค่าคงที่ โดยส่วนใหญ่ผูกกับดอลลาร์สหรัฐในอัตรา 1 ต่อ 1

## กลไกการรักษามูลค่า

- **หนุนด้วยเงินสดและพันธบัตร** ผู้ออกถือทรัพย์สินสำรองเท่ากับจำนวนเหรียญที่ออก
- **หนุนด้วยสินทรัพย์ดิจิทัล** ใช้หลักประกันเกินมูลค่าเพื่อรองรับความผันผวน
- **ใช้อัลกอริทึม** ปรับปริมาณเหรียญอัตโนมัติ ซึ่งมีประวัติล้มเหลวรุนแรงมาแล้ว

## ความเสี่ยงที่ควรรู้

- **ความเสี่ยงจากผู้ออก** ทรัพย์สินสำรองอาจไม่ครบหรือไม่โปร่งใส
- **ความเสี่ยงจากการหลุดมูลค่า (Depeg)** ราคาอาจเบี่ยงจาก 1 ดอลลาร์ในช่วงตลาดตึงเครียด
- **ความเสี่ยงจากอัตราแลกเปลี่ยน** สำหรับนักลงทุนไทย มูลค่าในรูปเงินบาทเปลี่ยนตามค่าเงิน

กลยุทธ์สเตเบิลคอยน์เป็นกลยุทธ์ที่มีความเสี่ยงต่ำที่สุดของเรา และเป็นกลยุทธ์เดียวที่แนะนำสำหรับผู้มีระดับความเสี่ยงต่ำ แต่ยังคงมีความเสี่ยงข้างต้น`,
    },
    en: {
      title: 'What are stablecoins, and what are their risks?',
      excerpt:
        'Stablecoins track a currency such as the US dollar, but "stable" does not mean "risk-free". How they work and the risks to know.',
      body: `A stablecoin is a digital token designed to hold a steady value, most often pegged one-to-one to the US dollar.

## How the peg is kept

- **Backed by cash and bonds.** The issuer holds reserves equal to the coins it has issued.
- **Backed by digital assets.** Over-collateralised to absorb volatility.
- **Algorithmic.** Supply adjusts automatically; such designs have failed badly before.

## Risks to know

- **Issuer risk.** Reserves may be incomplete or opaque.
- **Depeg risk.** The price can drift from 1 dollar when markets are stressed.
- **Currency risk.** For Thai investors, the value in baht moves with the exchange rate.

Our stablecoin strategy is our lowest-risk strategy and the only one suggested for low-risk investors, but it still carries the risks above.`,
    },
  },
);
