/**
 * What editors see in the admin panel instead of raw field names: a Thai label (the English name beside it, for
 * editors who work in English) and a Thai description saying what the field is for and where the site shows it.
 * Set through the content manager's "configure the view" settings, so editors can still change them there.
 */
export interface FieldLabel {
  label: string;
  description: string;
}

type Labels = Record<string, FieldLabel>;

const l = (label: string, description = ''): FieldLabel => ({ label, description });

const common = {
  title: l('หัวข้อ (Title)'),
  order: l('ลำดับ (Order)', 'เลขน้อยแสดงก่อน'),
  seo: l('SEO', 'ชื่อและคำอธิบายที่แสดงในผลการค้นหาและเมื่อแชร์ลิงก์'),
  photo: l('รูปภาพ (Photo)', 'รูปสี่เหลี่ยมจัตุรัส อย่างน้อย 400 × 400 พิกเซล'),
  publishedDate: l('วันที่เผยแพร่ (Published date)'),
};

export const CONTENT_TYPE_LABELS: Record<string, Labels> = {
  'api::article.article': {
    title: common.title,
    uid: l('ที่อยู่หน้า (URL slug)', 'สร้างจากหัวข้อโดยอัตโนมัติ ใช้ตัวอักษรภาษาอังกฤษและขีดกลาง'),
    excerpt: l('เกริ่นนำ (Excerpt)', 'สรุป 1-2 ประโยค แสดงบนการ์ดบทความและในผลการค้นหา'),
    body: l('เนื้อหา (Body)', 'เขียนด้วย Markdown ใช้ ## สำหรับหัวข้อย่อย'),
    cover: l('ภาพปก (Cover)', 'ภาพแนวนอน 16:9 อย่างน้อย 1200 × 675 พิกเซล'),
    category: l('หมวดหมู่ (Category)'),
    publishedDate: common.publishedDate,
    related: l('บทความที่เกี่ยวข้อง (Related)', 'แสดงท้ายบทความ'),
    seo: common.seo,
  },
  'api::faq-item.faq-item': {
    question: l('คำถาม (Question)'),
    answer: l('คำตอบ (Answer)', 'เขียนด้วย Markdown'),
    topic: l('หมวดคำถาม (Topic)', 'why-invest ทำไมต้องลงทุน · security ความปลอดภัย · popular คำถามยอดนิยม'),
    order: common.order,
  },
  'api::team-member.team-member': {
    name: l('ชื่อ-นามสกุล (Name)'),
    position: l('ตำแหน่ง (Position)'),
    bio: l('ประวัติโดยย่อ (Bio)', '2-3 ประโยค'),
    photo: common.photo,
    order: common.order,
  },
  'api::testimonial.testimonial': {
    name: l('ชื่อผู้ลงทุน (Name)', 'ใช้ชื่อและอักษรย่อนามสกุล เช่น คุณวิภาดา ส.'),
    role: l('อาชีพหรือที่มา (Role)'),
    quote: l('คำรับรอง (Quote)'),
    photo: common.photo,
    order: common.order,
  },
  'api::activity-event.activity-event': {
    title: common.title,
    description: l('รายละเอียด (Description)'),
    startsAt: l('วันและเวลาเริ่ม (Starts at)', 'เวลาประเทศไทย'),
    location: l('สถานที่ (Location)'),
    link: l('ลิงก์ลงทะเบียน (Link)', 'ขึ้นต้นด้วย https://'),
  },
  'api::crypto-news-item.crypto-news-item': {
    title: common.title,
    summary: l('สรุปข่าว (Summary)'),
    source: l('แหล่งข่าว (Source)'),
    url: l('ลิงก์ข่าว (URL)', 'ขึ้นต้นด้วย https://'),
    publishedDate: common.publishedDate,
  },
  'api::home-page.home-page': {
    heroTitle: l('หัวข้อหลัก (Hero title)', 'ข้อความใหญ่บนสุดของหน้าแรก'),
    heroSubtitle: l('ข้อความรอง (Hero subtitle)'),
    heroCta: l('ข้อความปุ่มหลัก (Hero button)'),
    howToOpenTitle: l('หัวข้อวิธีเปิดบัญชี (How to open title)'),
    openingMinutes: l('เวลาเปิดบัญชี (นาที)', 'ตัวเลขที่แสดงในส่วนวิธีเปิดบัญชี'),
    stepCount: l('จำนวนขั้นตอน (Step count)'),
    steps: l('ขั้นตอนการเปิดบัญชี (Steps)'),
    seo: common.seo,
  },
  'api::about-page.about-page': {
    title: common.title,
    registrationDetails: l('ข้อมูลการจดทะเบียน (Registration details)', 'เขียนด้วย Markdown'),
    established: l('วันที่ก่อตั้ง (Established)'),
    registeredCapital: l('ทุนจดทะเบียน (Registered capital)'),
    editorNote: l('บันทึกสำหรับทีมงาน (Editor note)', 'ไม่แสดงบนเว็บไซต์'),
    businessHours: l('เวลาทำการ (Business hours)'),
    financialStatements: l('งบการเงิน (Financial statements)'),
    assetStorage: l('การเก็บรักษาทรัพย์สิน (Asset storage)', 'เขียนด้วย Markdown'),
    seo: common.seo,
  },
  'api::disclosure-page.disclosure-page': {
    title: common.title,
    riskNotice: l('คำเตือนความเสี่ยง (Risk notice)', 'เขียนด้วย Markdown'),
    custody: l('การดูแลทรัพย์สิน (Custody)', 'เขียนด้วย Markdown'),
    regulators: l('หน่วยงานกำกับ (Regulators)'),
    seo: common.seo,
  },
  'api::footer.footer': {
    links: l('ลิงก์ท้ายเว็บ (Links)'),
    disclaimers: l('ข้อความคำเตือน (Disclaimers)', 'แสดงท้ายทุกหน้า เขียนด้วย Markdown'),
    address: l('ที่อยู่ (Address)'),
    phone: l('โทรศัพท์ (Phone)'),
    email: l('อีเมล (E-mail)'),
    lineId: l('LINE ID'),
  },
  'api::scammer-alert.scammer-alert': {
    enabled: l('แสดงประกาศ (Enabled)', 'แสดงแถบเตือนบนสุดของทุกหน้าเมื่อเปิดใช้งาน'),
    message: l('ข้อความเตือน (Message)'),
  },
};

export const COMPONENT_LABELS: Record<string, Labels> = {
  'about.financial-statement': {
    title: common.title,
    year: l('ปี ค.ศ. (Year)'),
    file: l('ไฟล์ PDF (File)'),
  },
  'disclosure.regulator': {
    name: l('ชื่อหน่วยงาน (Name)'),
    role: l('บทบาท (Role)'),
    website: l('เว็บไซต์ (Website)', 'ขึ้นต้นด้วย https://'),
  },
  'home.step': {
    title: common.title,
    description: l('คำอธิบาย (Description)'),
  },
  'shared.link': {
    label: l('ข้อความลิงก์ (Label)'),
    url: l('ที่อยู่ลิงก์ (URL)', 'ขึ้นต้นด้วย https:// หรือ / สำหรับหน้าในเว็บไซต์'),
  },
  'shared.meta-social': {
    socialNetwork: l('เครือข่าย (Social network)'),
    title: common.title,
    description: l('คำอธิบาย (Description)'),
    image: l('รูปภาพ (Image)', '1200 × 630 พิกเซล'),
  },
  'shared.seo': {
    metaTitle: l('ชื่อในผลการค้นหา (Meta title)', 'ไม่เกิน 70 ตัวอักษร'),
    metaDescription: l('คำอธิบายในผลการค้นหา (Meta description)', 'ไม่เกิน 170 ตัวอักษร'),
    metaImage: l('รูปเมื่อแชร์ (Meta image)', '1200 × 630 พิกเซล'),
    structuredData: l('ข้อมูลโครงสร้าง (Structured data)', 'JSON-LD สำหรับเครื่องมือค้นหา'),
    metaSocial: l('การแชร์บนโซเชียล (Meta social)'),
  },
};

interface FieldMetadata {
  edit?: { label?: string; description?: string; [key: string]: unknown };
  list?: { label?: string; [key: string]: unknown };
  [key: string]: unknown;
}

/**
 * The view's field metadata with our labels and descriptions where the field still shows Strapi's default (its
 * raw name, no description); anything an editor set in "configure the view" stays as it is.
 */
export function withFieldLabels(
  metadatas: Record<string, FieldMetadata>,
  labels: Labels,
): Record<string, FieldMetadata> {
  const result: Record<string, FieldMetadata> = {};
  for (const [field, metadata] of Object.entries(metadatas)) {
    const wanted = labels[field];
    if (!wanted) {
      result[field] = metadata;
      continue;
    }
    const edit = metadata.edit ?? {};
    const list = metadata.list ?? {};
    const isDefault = (label: string | undefined) => !label || label === field;
    result[field] = {
      ...metadata,
      edit: {
        ...edit,
        label: isDefault(edit.label) ? wanted.label : edit.label,
        description: edit.description ? edit.description : wanted.description,
      },
      list: { ...list, label: isDefault(list.label) ? wanted.label : list.label },
    };
  }
  return result;
}
