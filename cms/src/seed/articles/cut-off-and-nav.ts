import { seedArticle } from './article.ts';

export const CUT_OFF_AND_NAV = seedArticle(
  {
    uid: 'cut-off-time-and-nav-explained',
    category: 'education',
    publishedDate: '2026-07-20',
    relatedUids: ['open-an-account-in-15-minutes', 'bitcoin-in-a-long-term-portfolio'],
  },
  {
    th: {
      title: 'เวลาตัดรอบ 14:00 น. และ NAV: คำสั่งของคุณได้ราคาวันไหน',
      excerpt:
        'ทำความเข้าใจเวลาตัดรอบคำสั่ง การคำนวณมูลค่าหน่วยลงทุน (NAV) และการชำระราคา T+1 เพื่อวางแผนการลงทุนได้แม่นยำขึ้น',
      body: `ทุกกลยุทธ์ซื้อขายที่มูลค่าหน่วยลงทุน (NAV) ซึ่งคำนวณวันละครั้งในวันทำการ ไม่ใช่ราคาตลาด ณ วินาทีที่คุณกดส่งคำสั่ง

## เวลาตัดรอบ

| ส่งคำสั่ง | ได้ NAV ของ |
|---|---|
| ก่อน 14:00 น. ของวันทำการ | วันนั้น (T) |
| หลัง 14:00 น. หรือวันหยุด | วันทำการถัดไป (T+1) |

## NAV ประกาศเมื่อไร

บริษัทประกาศ NAV ประมาณ 18:00 น. หลังปิดรอบการคำนวณ โดยเจ้าหน้าที่สองคนตรวจทานก่อนเผยแพร่ทุกครั้ง

## เงินและหน่วยลงทุนเข้าเมื่อไร

การชำระราคาเกิดขึ้นในวันทำการถัดไป (T+1) และไม่เกิน 2 วันทำการ การสับเปลี่ยนกลยุทธ์จะขายฝั่งต้นทางที่ NAV ของวัน T แล้วซื้อฝั่งปลายทางที่ NAV ถัดไป

> เคล็ดลับ: หากต้องการได้ราคาของวันนี้ ส่งคำสั่งก่อน 14:00 น. และเผื่อเวลาสำหรับการโอนเงิน`,
    },
    en: {
      title: 'The 14:00 cut-off and NAV: at which price does your order trade?',
      excerpt:
        'How the order cut-off, the net asset value (NAV) and T+1 settlement work, so you can plan your investments precisely.',
      body: `Every strategy trades at its net asset value (NAV), worked out once per business day, not at the market price of the second you press submit.

## The cut-off

| Order placed | Trades at the NAV of |
|---|---|
| Before 14:00 on a business day | that day (T) |
| After 14:00, or on a holiday | the next business day (T+1) |

## When NAV is announced

NAV is announced at about 18:00, once the day's calculation closes; two staff members check it before it is published.

## When money and units arrive

Settlement is on the next business day (T+1), within 2 business days. A switch sells the source strategy at day T's NAV and buys the target at the next NAV.

> Tip: to get today's price, order before 14:00 and leave time for your transfer.`,
    },
  },
);
