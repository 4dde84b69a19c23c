import { seedArticle } from './article.ts';

export const BITCOIN_LONG_TERM = seedArticle(
  {
    uid: 'bitcoin-in-a-long-term-portfolio',
    category: 'market',
    publishedDate: '2026-09-28',
    relatedUids: ['stablecoins-explained', 'cut-off-time-and-nav-explained'],
  },
  {
    th: {
      title: 'บิตคอยน์ในพอร์ตระยะยาว: ถือเท่าไรจึงพอดี',
      excerpt: 'บิตคอยน์ผันผวนสูง การกำหนดสัดส่วนให้เหมาะกับระดับความเสี่ยงและการทยอยลงทุนช่วยให้ถือได้อย่างสบายใจในระยะยาว',
      body: `บิตคอยน์เคยปรับตัวลดลงมากกว่าครึ่งหนึ่งหลายครั้งในประวัติศาสตร์ ก่อนจะฟื้นตัวในรอบถัดไป คำถามสำคัญจึงไม่ใช่ "ควรซื้อไหม" แต่คือ "ควรถือเท่าไร"

## กำหนดสัดส่วนตามระดับความเสี่ยง

| ระดับความเสี่ยงจากแบบประเมิน | สัดส่วนเงินลงทุนที่แนะนำ |
|---|---|
| ต่ำ | 1-10% |
| ปานกลาง | 11-15% |
| สูง | 16-30% |
| สูงมาก | มากกว่า 30% |

## ทยอยลงทุน

การแบ่งเงินลงทุนเป็นงวดเท่า ๆ กัน (Dollar-Cost Averaging) ช่วยลดผลของจังหวะเวลาที่ไม่ดี และทำให้ไม่ต้องเดาจุดต่ำสุดของตลาด การลงทุนเพิ่มแต่ละครั้งเริ่มต้นที่ 10,000 บาท

## ดูแลพอร์ตให้สมดุล

เมื่อราคาปรับขึ้นมาก สัดส่วนบิตคอยน์ในพอร์ตอาจสูงเกินแผน การปรับสมดุลเป็นระยะช่วยให้ความเสี่ยงอยู่ในระดับที่ตั้งใจไว้

ผลการดำเนินงานในอดีตไม่ได้เป็นสิ่งยืนยันถึงผลการดำเนินงานในอนาคต`,
    },
    en: {
      title: 'Bitcoin in a long-term portfolio: how much is enough?',
      excerpt:
        'Bitcoin is highly volatile. Sizing it to your risk level and investing in instalments lets you hold it calmly for the long term.',
      body: `Bitcoin has fallen by more than half several times in its history before recovering in the next cycle. The real question is therefore not "should I buy?" but "how much should I hold?"

## Size it to your risk level

| Risk level from the assessment | Suggested share of investable money |
|---|---|
| Low | 1-10% |
| Moderate | 11-15% |
| High | 16-30% |
| Very high | over 30% |

## Invest in instalments

Investing equal amounts at regular intervals (dollar-cost averaging) softens the effect of bad timing and spares you guessing the bottom. Each top-up starts at 10,000 baht.

## Keep the portfolio balanced

After a strong rally, bitcoin can grow past its planned share. Rebalancing from time to time keeps your risk where you meant it to be.

Past performance is not a guarantee of future results.`,
    },
  },
);
