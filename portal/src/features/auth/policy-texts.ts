import { consentPolicyVersion } from '@fund/domain';
import { activeBrand } from '../../lib/brand.tsx';

/**
 * The privacy policy and the terms of use a new investor accepts at sign-up, version `consentPolicyVersion` (the
 * API records that version with each consent). A new text needs a new version, so every consent names the words
 * it agreed to.
 */
export interface PolicyText {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export type PolicyKind = 'privacyPolicy' | 'terms';

// The data controller is the brand's company, named as everywhere else.
const company = activeBrand.legalName;

const { phone, hours, email } = activeBrand.support;
const dpoEmail = `dpo@${email.split('@')[1]}`;
const contact = {
  th: `เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล อีเมล ${dpoEmail} โทร ${phone.th} (${hours.th})`,
  en: `Data Protection Officer, ${dpoEmail}, tel. ${phone.en} (${hours.en})`,
};

export const policyTexts: Record<'th' | 'en', Record<PolicyKind, PolicyText>> = {
  th: {
    privacyPolicy: {
      title: `นโยบายความเป็นส่วนตัว (ฉบับ ${consentPolicyVersion})`,
      sections: [
        {
          heading: '1. ผู้ควบคุมข้อมูลส่วนบุคคล',
          paragraphs: [
            `${company.th} ("บริษัท") เป็นผู้ควบคุมข้อมูลส่วนบุคคลของท่านตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 ในการเปิดบัญชีและให้บริการจัดการกองทุนสินทรัพย์ดิจิทัล`,
          ],
        },
        {
          heading: '2. ข้อมูลที่เราเก็บ',
          paragraphs: [
            'ข้อมูลที่ท่านให้ไว้: อีเมล รหัสผ่าน (เก็บเฉพาะค่าแฮช) ชื่อ-นามสกุล เลขประจำตัวประชาชนหรือรหัสหลังบัตร วันเกิด ที่อยู่ เบอร์โทรศัพท์ อาชีพ รายได้และแหล่งที่มาของเงิน บัญชีธนาคาร คำตอบแบบประเมินความเหมาะสม FATCA และ AML',
            'ข้อมูลชีวภาพ: รูปถ่ายบัตรประชาชนและรูปถ่ายใบหน้า ซึ่งใช้เพื่อยืนยันตัวตนเท่านั้น โดยได้รับความยินยอมโดยชัดแจ้งจากท่าน',
            'ข้อมูลการใช้งาน: วันเวลาที่เข้าสู่ระบบ หมายเลข IP ประเภทเบราว์เซอร์ และรายการที่ท่านทำ',
          ],
        },
        {
          heading: '3. วัตถุประสงค์และฐานทางกฎหมาย',
          paragraphs: [
            'เพื่อปฏิบัติตามกฎหมาย: การรู้จักลูกค้า (KYC) การป้องกันและปราบปรามการฟอกเงิน การรายงานตาม FATCA และหลักเกณฑ์ของสำนักงาน ก.ล.ต.',
            'เพื่อปฏิบัติตามสัญญา: เปิดบัญชี รับคำสั่งลงทุน ขายคืน สับเปลี่ยน และจ่ายเงินให้ท่าน',
            'เพื่อประโยชน์โดยชอบด้วยกฎหมาย: รักษาความปลอดภัยของบัญชี ป้องกันการทุจริต และปรับปรุงบริการ',
            'อาศัยความยินยอม: ส่งข่าวสารและข้อเสนอทางการตลาด เฉพาะเมื่อท่านเลือกยินยอม และถอนความยินยอมได้ทุกเมื่อ',
          ],
        },
        {
          heading: '4. การเปิดเผยข้อมูล',
          paragraphs: [
            'บริษัทเปิดเผยข้อมูลเท่าที่จำเป็นแก่ผู้ดูแลผลประโยชน์และผู้รับฝากทรัพย์สิน ธนาคาร ผู้ให้บริการตรวจสอบตัวตน (เช่น การตรวจสอบกับกรมการปกครอง) หน่วยงานกำกับดูแล และหน่วยงานภาษีตามที่กฎหมายกำหนด บริษัทไม่ขายข้อมูลส่วนบุคคลของท่าน',
          ],
        },
        {
          heading: '5. ระยะเวลาเก็บรักษา',
          paragraphs: [
            'บริษัทเก็บข้อมูลตลอดระยะเวลาที่ท่านเป็นลูกค้า และอีกไม่น้อยกว่า 10 ปีหลังปิดบัญชีตามกฎหมายว่าด้วยการป้องกันและปราบปรามการฟอกเงิน จากนั้นจะลบหรือทำให้ไม่สามารถระบุตัวตนได้',
          ],
        },
        {
          heading: '6. สิทธิของท่าน',
          paragraphs: [
            'ท่านมีสิทธิขอเข้าถึงและขอรับสำเนา ขอแก้ไข ขอลบ ขอระงับการใช้ คัดค้านการประมวลผล ขอให้โอนย้ายข้อมูล และถอนความยินยอม เว้นแต่กฎหมายกำหนดให้บริษัทต้องเก็บข้อมูลไว้ และมีสิทธิร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล',
          ],
        },
        {
          heading: '7. ความปลอดภัย',
          paragraphs: [
            'ข้อมูลถูกเข้ารหัสระหว่างรับส่ง ข้อมูลลับถูกเข้ารหัสขณะจัดเก็บ การเข้าถึงจำกัดเฉพาะเจ้าหน้าที่ที่จำเป็นและถูกบันทึกทุกครั้ง',
          ],
        },
        { heading: '8. ติดต่อเรา', paragraphs: [contact.th] },
      ],
    },
    terms: {
      title: `ข้อกำหนดและเงื่อนไขการใช้บริการ (ฉบับ ${consentPolicyVersion})`,
      sections: [
        {
          heading: '1. บริการ',
          paragraphs: [
            `${company.th} ให้บริการจัดการกองทุนส่วนบุคคลในสินทรัพย์ดิจิทัลผ่านกลยุทธ์การลงทุนที่บริษัทบริหาร ภายใต้ใบอนุญาตจากสำนักงาน ก.ล.ต.`,
          ],
        },
        {
          heading: '2. คุณสมบัติและการเปิดบัญชี',
          paragraphs: [
            'ผู้สมัครต้องเป็นบุคคลธรรมดาสัญชาติไทยอายุ 20 ปีขึ้นไป และไม่เป็นบุคคลอเมริกันตาม FATCA นิติบุคคลเปิดบัญชีผ่านฝ่ายบริการลูกค้า',
            'ท่านรับรองว่าข้อมูลที่ให้ไว้ถูกต้องครบถ้วน และจะแจ้งเมื่อข้อมูลเปลี่ยนแปลง บริษัทอาจปฏิเสธหรือระงับบัญชีที่ข้อมูลไม่ตรงกันหรือขัดต่อนโยบายของบริษัท',
          ],
        },
        {
          heading: '3. บัญชีและความปลอดภัย',
          paragraphs: [
            'บุคคลหนึ่งมีได้เพียงหนึ่งบัญชี ท่านต้องเก็บรักษารหัสผ่าน PIN และรหัส OTP เป็นความลับ เจ้าหน้าที่ของบริษัทจะไม่ขอรหัสเหล่านี้จากท่าน หากสงสัยว่ามีผู้อื่นใช้บัญชีของท่าน กรุณาแจ้งบริษัททันที',
          ],
        },
        {
          heading: '4. คำสั่งลงทุน',
          paragraphs: [
            'คำสั่งที่ยืนยันก่อน 14:00 น. ของวันทำการใช้มูลค่าหน่วยลงทุน (NAV) ของวันนั้น คำสั่งหลังเวลาดังกล่าวใช้ NAV ของวันทำการถัดไป การเพิ่มเงินลงทุนจะได้รับอนุมัติเมื่อบริษัทได้รับเงินแล้ว ค่าธรรมเนียมเป็นไปตามที่เปิดเผยในหน้ากลยุทธ์แต่ละกลยุทธ์',
          ],
        },
        {
          heading: '5. ความเสี่ยง',
          paragraphs: [
            'สินทรัพย์ดิจิทัลมีความผันผวนสูง ท่านอาจสูญเสียเงินลงทุนบางส่วนหรือทั้งหมด ผลการดำเนินงานในอดีตไม่ได้ยืนยันผลในอนาคต ผู้ลงทุนควรทำความเข้าใจลักษณะและความเสี่ยงของกลยุทธ์ก่อนตัดสินใจลงทุน',
          ],
        },
        {
          heading: '6. การติดต่อสื่อสาร',
          paragraphs: [
            'บริษัทติดต่อท่านทางอีเมลที่ลงทะเบียนไว้ และอาจติดต่อทางโทรศัพท์หรือ SMS สำหรับเรื่องที่เกี่ยวกับบัญชี การแจ้งทางอีเมลถือว่าท่านได้รับแล้วเมื่อส่งถึงระบบอีเมลของท่าน',
          ],
        },
        {
          heading: '7. การเปลี่ยนแปลงและการยกเลิก',
          paragraphs: [
            'บริษัทอาจแก้ไขข้อกำหนดนี้โดยแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน ท่านปิดบัญชีได้ทุกเมื่อหลังขายคืนหน่วยลงทุนทั้งหมด ข้อกำหนดนี้อยู่ภายใต้กฎหมายไทย',
          ],
        },
      ],
    },
  },
  en: {
    privacyPolicy: {
      title: `Privacy policy (version ${consentPolicyVersion})`,
      sections: [
        {
          heading: '1. Who controls your data',
          paragraphs: [
            `${company.en} ("the company") is the controller of your personal data under Thailand's Personal Data Protection Act B.E. 2562 (2019) for opening your account and managing your digital-asset investments.`,
          ],
        },
        {
          heading: '2. The data we collect',
          paragraphs: [
            'What you give us: e-mail, password (stored only as a hash), name, national ID or laser ID, date of birth, address, phone number, occupation, income and source of funds, bank account, and your suitability, FATCA and AML answers.',
            'Biometric data: your ID card photos and selfie, used only to verify your identity, with your explicit consent.',
            'Usage data: sign-in times, IP address, browser type and the transactions you make.',
          ],
        },
        {
          heading: '3. Purposes and legal bases',
          paragraphs: [
            'Legal obligations: know-your-customer checks, anti-money-laundering rules, FATCA reporting and the rules of the Thai SEC.',
            'The contract with you: opening the account, taking your investment, reduction and switch orders, and paying you.',
            'Legitimate interests: keeping your account secure, preventing fraud and improving the service.',
            'Your consent: news and marketing offers, only if you opt in; you can withdraw it at any time.',
          ],
        },
        {
          heading: '4. Who we share it with',
          paragraphs: [
            'Only what is needed, with the custodian, banks, identity-check providers (such as the Department of Provincial Administration check), regulators and tax authorities as the law requires. We never sell your personal data.',
          ],
        },
        {
          heading: '5. How long we keep it',
          paragraphs: [
            'For as long as you are a customer, and at least 10 years after the account is closed as anti-money-laundering law requires; then it is deleted or anonymised.',
          ],
        },
        {
          heading: '6. Your rights',
          paragraphs: [
            'You may access and get a copy of your data, correct it, have it deleted or restricted, object to its processing, have it transferred, and withdraw consent, unless the law requires us to keep it. You may complain to the Personal Data Protection Committee.',
          ],
        },
        {
          heading: '7. Security',
          paragraphs: [
            'Data is encrypted in transit, secrets are encrypted at rest, and access is limited to the staff who need it and recorded every time.',
          ],
        },
        { heading: '8. Contact', paragraphs: [contact.en] },
      ],
    },
    terms: {
      title: `Terms and conditions (version ${consentPolicyVersion})`,
      sections: [
        {
          heading: '1. The service',
          paragraphs: [
            `${company.en} manages private digital-asset funds through the investment strategies it runs, licensed by the Thai SEC.`,
          ],
        },
        {
          heading: '2. Who may open an account',
          paragraphs: [
            'Individuals of Thai nationality aged 20 or over who are not US persons under FATCA. Companies open accounts through customer service.',
            'You confirm that the information you give is true and complete and will tell us when it changes. We may refuse or suspend an account whose information does not match or that conflicts with company policy.',
          ],
        },
        {
          heading: '3. Your account and its security',
          paragraphs: [
            'One person, one account. Keep your password, PIN and OTP codes secret: our staff will never ask for them. Tell us at once if you think someone else has used your account.',
          ],
        },
        {
          heading: '4. Orders',
          paragraphs: [
            "Orders confirmed before 14:00 on a business day trade at that day's NAV; later ones at the next business day's. An increase is approved once your money has arrived. Fees are those disclosed on each strategy's page.",
          ],
        },
        {
          heading: '5. Risk',
          paragraphs: [
            'Digital assets are highly volatile: you may lose part or all of your investment. Past performance does not guarantee future results. Understand each strategy and its risks before you invest.',
          ],
        },
        {
          heading: '6. How we contact you',
          paragraphs: [
            'We write to your registered e-mail address and may call or send an SMS about your account. An e-mail counts as received once it reaches your mail server.',
          ],
        },
        {
          heading: '7. Changes and closing',
          paragraphs: [
            'We may change these terms with at least 30 days’ notice. You may close your account at any time once all your units are redeemed. These terms are governed by Thai law.',
          ],
        },
      ],
    },
  },
};
