export const fxRatesMessages = {
  th: {
    resources: {
      'fx-rates': {
        name: 'อัตราแลกเปลี่ยนอ้างอิง',
        fields: {
          rateDate: 'วันที่',
          rate: 'บาทต่อ 1 USD',
          status: 'สถานะ',
          enteredByEmail: 'ผู้บันทึก',
          approvedByEmail: 'ผู้อนุมัติ',
          rejectReason: 'เหตุผลที่ไม่อนุมัติ',
        },
        statuses: { PENDING: 'รออนุมัติ', APPROVED: 'อนุมัติแล้ว', REJECTED: 'ไม่อนุมัติ' },
        intro:
          'อัตรา USD/THB ของวันทำการ ใช้แปลงมูลค่าให้ลูกค้าดูเป็นดอลลาร์เท่านั้น คำสั่งซื้อขายและเอกสารเป็นบาทเสมอ รายการที่รออนุมัติแสดงก่อน',
        create_title: 'บันทึกอัตราแลกเปลี่ยนอ้างอิง',
        create_button: 'บันทึกอัตรา',
        rate_helper: 'บาทต่อ 1 ดอลลาร์สหรัฐ ระหว่าง 10 ถึง 100 ทศนิยมไม่เกิน 6 ตำแหน่ง',
        validation: {
          format: 'ใส่อัตราเป็นตัวเลข ทศนิยมไม่เกิน 6 ตำแหน่ง',
          range: 'อัตราต้องอยู่ระหว่าง 10 ถึง 100 บาทต่อ 1 USD',
          weekend: 'วันเสาร์และวันอาทิตย์ไม่ใช่วันทำการ',
        },
        created: 'บันทึกอัตราแล้ว รอเจ้าหน้าที่อีกคนอนุมัติ',
        own_entry: 'คุณเป็นผู้บันทึกอัตรานี้ ต้องให้เจ้าหน้าที่อีกคนอนุมัติ',
        actions: {
          approve: {
            button: 'อนุมัติ',
            title: 'อนุมัติอัตราอ้างอิงวันที่ {{date}}?',
            content: '1 USD = {{rate}} บาท ลูกค้าจะเห็นมูลค่าเป็นดอลลาร์ตามอัตรานี้ และแก้ไขไม่ได้อีก',
            confirm: 'ยืนยันการอนุมัติ',
            done: 'อนุมัติอัตราอ้างอิงแล้ว',
          },
          reject: {
            button: 'ไม่อนุมัติ',
            title: 'ไม่อนุมัติอัตราอ้างอิงวันที่ {{date}}',
            content: 'ผู้บันทึกจะบันทึกอัตราของวันนี้ใหม่ได้',
            confirm: 'ยืนยันไม่อนุมัติ',
            done: 'ไม่อนุมัติอัตราอ้างอิงแล้ว',
          },
        },
      },
    },
  },
  en: {
    resources: {
      'fx-rates': {
        name_one: 'Reference rate',
        name_other: 'Reference rates',
        fields: {
          rateDate: 'Date',
          rate: 'THB per 1 USD',
          status: 'Status',
          enteredByEmail: 'Entered by',
          approvedByEmail: 'Approved by',
          rejectReason: 'Reject reason',
        },
        statuses: { PENDING: 'Pending approval', APPROVED: 'Approved', REJECTED: 'Rejected' },
        intro:
          "A business day's USD/THB rate, used only to show investors their values in USD; orders and documents are always in THB. Pending rates come first.",
        create_title: 'Enter a reference rate',
        create_button: 'Enter rate',
        rate_helper: 'THB per 1 US dollar, between 10 and 100, up to 6 decimals',
        validation: {
          format: 'Enter the rate as a number with up to 6 decimals',
          range: 'The rate must be between 10 and 100 THB per 1 USD',
          weekend: 'Saturdays and Sundays are not business days',
        },
        created: 'Rate entered; another staff member must approve it',
        own_entry: 'You entered this rate; another staff member must approve it',
        actions: {
          approve: {
            button: 'Approve',
            title: 'Approve the reference rate of {{date}}?',
            content:
              '1 USD = {{rate}} THB. Investors will see their values in USD at this rate; it cannot be changed afterwards.',
            confirm: 'Confirm approval',
            done: 'Reference rate approved',
          },
          reject: {
            button: 'Reject',
            title: 'Reject the reference rate of {{date}}',
            content: 'The rate of this day can then be entered again.',
            confirm: 'Confirm rejection',
            done: 'Reference rate rejected',
          },
        },
      },
    },
  },
};
