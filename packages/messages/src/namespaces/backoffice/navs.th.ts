/** The back office's navs screens in Thai. */
export const navsTh = {
  navs: {
    name_other: 'NAV รายวัน',
    fields: {
      strategyCode: 'กลยุทธ์',
      navDate: 'วันที่ NAV',
      nav: 'NAV ต่อหน่วย',
      status: 'สถานะ',
      demo: 'ข้อมูลสาธิต',
      enteredByEmail: 'ผู้บันทึก',
      approvedByEmail: 'ผู้อนุมัติ',
      rejectReason: 'เหตุผลที่ไม่อนุมัติ',
    },
    statuses: {
      PENDING: 'รออนุมัติ',
      APPROVED: 'อนุมัติแล้ว',
      REJECTED: 'ไม่อนุมัติ',
    },
    demo: 'สาธิต',
    create_title: 'บันทึก NAV',
    create_button: 'บันทึก NAV',
    nav_helper: 'ทศนิยมไม่เกิน 4 ตำแหน่ง มากกว่า 0',
    validation: {
      format: 'ใส่ NAV เป็นตัวเลข ทศนิยมไม่เกิน 4 ตำแหน่ง',
      positive: 'NAV ต้องมากกว่า 0',
      weekend: 'วันเสาร์และวันอาทิตย์ไม่ใช่วันทำการ',
    },
    created: 'บันทึก NAV แล้ว รอเจ้าหน้าที่อีกคนอนุมัติ',
    own_entry: 'คุณเป็นผู้บันทึก NAV นี้ ต้องให้เจ้าหน้าที่อีกคนอนุมัติ',
    actions: {
      approve: {
        button: 'อนุมัติ',
        title: 'อนุมัติ NAV {{code}} วันที่ {{date, businessDate}}?',
        content: 'NAV {{nav, decimal}} จะถูกใช้ชำระราคาคำสั่งที่อนุมัติแล้วทั้งหมดของกลยุทธ์นี้ในวันที่ทำรายการนี้ และแก้ไขไม่ได้อีก',
        confirm: 'ยืนยันการอนุมัติ',
        paused:
          'อนุมัติ NAV แล้ว แต่ยังไม่ชำระราคา: ปิดการชำระราคาอยู่ (settlementOrder) คำสั่งที่อนุมัติแล้วจะรอ และชำระราคาทันทีเมื่อเปิดอีกครั้ง',
        done_other:
          'อนุมัติ NAV แล้ว ชำระราคา {{count, number}} คำสั่ง หน่วยเข้า {{unitsIn, decimal}} หน่วยออก {{unitsOut, decimal}} เงินเข้า {{amountIn, decimal}} บาท เงินออก {{amountOut, decimal}} บาท ค่าธรรมเนียม {{fees, decimal}} บาท',
      },
      reject: {
        button: 'ไม่อนุมัติ',
        title: 'ไม่อนุมัติ NAV {{code}} วันที่ {{date, businessDate}}',
        content: 'ผู้บันทึกจะบันทึก NAV ของวันนี้ใหม่ได้',
        confirm: 'ยืนยันไม่อนุมัติ',
        done: 'ไม่อนุมัติ NAV แล้ว',
      },
    },
  },
};
