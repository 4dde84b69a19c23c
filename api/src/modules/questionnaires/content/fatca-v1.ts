import type { FatcaContent } from '../types.ts';

/** Version 1 of the FATCA form: customer status (questions 1-9) and the three statements, then the agreement. */
export const fatcaV1: FatcaContent = {
  title: { th: 'แบบฟอร์มสถานะ FATCA สำหรับบุคคลธรรมดา', en: 'FATCA status form for individuals' },
  parts: [
    {
      key: 'part1',
      number: 1,
      topic: { th: 'สถานะของลูกค้า', en: 'Customer Status' },
      type: 'question',
      subtopics: [
        {
          topic: {
            th: 'หากตอบ "ใช่" ในข้อใดข้อหนึ่งต่อไปนี้ ท่านเป็นบุคคลอเมริกันและไม่ต้องตอบข้อ 4-9',
            en: 'If you answer "Yes" to any of the following, you are a US person and need not answer questions 4-9',
          },
          questions: [
            {
              name: 'usCitizen',
              qNumber: 1,
              question: { th: 'ท่านเป็นพลเมืองอเมริกันใช่หรือไม่', en: 'Are you a US citizen?' },
              yesConditions: [
                {
                  text: {
                    th: 'รวมถึงกรณีถือสองสัญชาติ หรือได้รับสัญชาติอเมริกันโดยการเกิดหรือการแปลงสัญชาติ',
                    en: 'Including dual citizens and those who became US citizens by birth or naturalisation',
                  },
                },
              ],
            },
            {
              name: 'usGreencard',
              qNumber: 2,
              question: {
                th: 'ท่านเป็นผู้ถือบัตรประจำตัวผู้มีถิ่นที่อยู่ถาวรในสหรัฐอเมริกาอย่างถูกต้องตามกฎหมาย (Green Card) ใช่หรือไม่',
                en: 'Do you hold a United States permanent resident card (Green Card)?',
              },
              conditions: [
                {
                  text: {
                    th: 'ให้ตอบ "ใช่" แม้ Green Card จะหมดอายุแล้ว ณ วันที่ลงนามในแบบฟอร์มนี้',
                    en: 'Answer "Yes" even if the Green Card had expired on the day you sign this form',
                  },
                },
              ],
            },
            {
              name: 'usTax',
              qNumber: 3,
              question: {
                th: 'ท่านมีสถานะเป็นผู้มีถิ่นที่อยู่ในสหรัฐอเมริกาเพื่อวัตถุประสงค์ทางภาษีอากรใช่หรือไม่',
                en: 'Are you a resident of the United States for tax purposes?',
              },
              conditions: [
                {
                  text: {
                    th: 'เช่น ผ่านเกณฑ์การอยู่ในสหรัฐอเมริกาอย่างมีนัยสำคัญ (Substantial Physical Presence Test) โดยทั่วไปคืออยู่ในสหรัฐอเมริกาอย่างน้อย 183 วันในปีปฏิทินปัจจุบัน',
                    en: 'For example, under the Substantial Physical Presence Test: generally at least 183 days in the United States in the current calendar year',
                  },
                  link: 'https://www.irs.gov/individuals/international-taxpayers/substantial-presence-test',
                },
              ],
            },
          ],
        },
        {
          topic: {
            th: 'ข้อบ่งชี้ความเป็นบุคคลอเมริกัน (ตอบเมื่อข้อ 1-3 เป็น "ไม่ใช่" ทั้งหมด)',
            en: 'Indications of US status (answer when questions 1-3 are all "No")',
          },
          questions: [
            {
              name: 'usBorn',
              qNumber: 4,
              question: {
                th: 'ท่านเกิดในสหรัฐอเมริกา หรือดินแดนของสหรัฐอเมริกา ใช่หรือไม่',
                en: 'Were you born in the United States or a US territory?',
              },
              yesConditions: [
                {
                  text: {
                    th: 'หากท่านได้สละสัญชาติอเมริกันแล้ว กรุณาเตรียมเอกสารยืนยันการสละสัญชาติ',
                    en: 'If you have renounced US citizenship, please have the proof of renunciation ready',
                  },
                },
              ],
            },
            {
              name: 'usAddress',
              qNumber: 5,
              question: {
                th: 'ท่านมีที่อยู่อาศัยหรือที่อยู่สำหรับติดต่อในสหรัฐอเมริกา (รวมถึงตู้ไปรษณีย์) ใช่หรือไม่',
                en: 'Do you have a residential or mailing address in the United States (a post-office box included)?',
              },
            },
            {
              name: 'usPhone',
              qNumber: 6,
              question: {
                th: 'ท่านมีหมายเลขโทรศัพท์ในสหรัฐอเมริกาเพื่อการติดต่อ ใช่หรือไม่',
                en: 'Do you have a United States telephone number for contact?',
              },
            },
            {
              name: 'usMoneyAcc',
              qNumber: 7,
              question: {
                th: 'ท่านมีคำสั่งทำรายการโอนเงินเป็นประจำโดยอัตโนมัติไปยังบัญชีในสหรัฐอเมริกา ใช่หรือไม่',
                en: 'Do you have a standing instruction to transfer money regularly to an account in the United States?',
              },
            },
            {
              name: 'usNominee',
              qNumber: 8,
              question: {
                th: 'ท่านมีการมอบอำนาจหรือให้อำนาจลงลายมือชื่อแก่บุคคลที่มีที่อยู่ในสหรัฐอเมริกา ใช่หรือไม่',
                en: 'Have you given a power of attorney or signing authority to a person with a United States address?',
              },
            },
            {
              name: 'usCoordinator',
              qNumber: 9,
              question: {
                th: 'ท่านมีที่อยู่สำหรับรับไปรษณีย์แทน หรือที่อยู่สำหรับการติดต่อเพียงแห่งเดียวในสหรัฐอเมริกา ใช่หรือไม่',
                en: 'Do you have an "in care of" or hold-mail address in the United States as your only address for contact?',
              },
            },
          ],
        },
      ],
    },
    {
      key: 'part2',
      number: 2,
      topic: { th: 'การรับรองข้อมูล', en: 'Certification' },
      type: 'statement',
      description: {
        th: 'ข้าพเจ้าขอรับรองว่าข้อมูลข้างต้นถูกต้อง ครบถ้วน และเป็นความจริง หากข้อมูลดังกล่าวเปลี่ยนแปลงหรือไม่ถูกต้อง ข้าพเจ้าจะแจ้งให้ผู้รับแบบฟอร์มทราบและนำส่งเอกสารที่เกี่ยวข้องภายใน 30 วันนับแต่วันที่มีการเปลี่ยนแปลง',
        en: 'I certify that the information above is correct, complete and true. If it changes or becomes incorrect, I will tell the recipient of this form and provide the related documents within 30 days of the change.',
      },
    },
    {
      key: 'part3',
      number: 3,
      topic: { th: 'ความยินยอมให้เปิดเผยข้อมูล', en: 'Consent to disclosure' },
      type: 'statement',
      items: [
        {
          th: 'ข้าพเจ้ายินยอมให้ผู้รับแบบฟอร์มเปิดเผยข้อมูลของข้าพเจ้า ข้อมูลบัญชี และข้อมูลธุรกรรม ต่อหน่วยงานจัดเก็บภาษีของสหรัฐอเมริกา (IRS) และหน่วยงานภาษีของไทย',
          en: 'I consent to the recipient of this form disclosing my information, account details and transactions to the United States tax authority (IRS) and the Thai tax authorities.',
        },
        {
          th: 'ความยินยอมนี้ไม่อาจเพิกถอนได้ และมีผลตลอดระยะเวลาที่ข้าพเจ้ายังมีความสัมพันธ์กับผู้รับแบบฟอร์ม',
          en: 'This consent is irrevocable and lasts as long as I keep a relationship with the recipient of this form.',
        },
      ],
    },
    {
      key: 'part4',
      number: 4,
      topic: { th: 'ความยินยอมให้หักหรือระงับการจ่าย', en: 'Consent to deduction and withholding' },
      type: 'statement',
      items: [
        {
          th: 'ข้าพเจ้ายินยอมให้ผู้รับแบบฟอร์มหักเงินจากบัญชีหรือเงินได้ของข้าพเจ้าในจำนวนที่กฎหมายกำหนด และความยินยอมนี้ไม่อาจเพิกถอนได้',
          en: 'I consent to the recipient of this form deducting or withholding from my account or income the amounts the law requires; this consent is irrevocable.',
        },
        {
          th: 'หากข้าพเจ้าไม่ปฏิบัติตามข้างต้น ผู้รับแบบฟอร์มอาจปฏิเสธการให้บริการจัดการกองทุนสินทรัพย์ดิจิทัล หรือยุติความสัมพันธ์ทางธุรกิจกับข้าพเจ้าได้ตามดุลยพินิจแต่เพียงผู้เดียว',
          en: 'If I do not comply with the above, the recipient may refuse to manage digital asset funds for me or end the business relationship at its sole discretion.',
        },
      ],
    },
  ],
  disclaimer: {
    th: 'หากท่านตอบ "ใช่" ในข้อใดข้อหนึ่งของข้อ 1-9 ท่านจะถือเป็นบุคคลอเมริกัน และบริษัทอาจปฏิเสธการให้บริการจัดการกองทุนสินทรัพย์ดิจิทัลแก่ท่าน',
    en: 'If you answer "Yes" to any of questions 1-9 you are treated as a US person, and the company may refuse to manage digital asset funds for you.',
  },
  agreementCheck: {
    type: 'checkbox',
    description: {
      th: 'ข้าพเจ้าได้อ่าน เข้าใจ และยอมรับข้อตกลงและคำรับรองข้างต้นทั้งหมด',
      en: 'I have read, understood and accept all of the terms and certifications above',
    },
    errorMessage: '',
  },
};
