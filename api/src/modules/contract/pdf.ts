import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ContractContent } from './content/index.ts';

export interface SignedContractFacts {
  content: ContractContent;
  contentHash: string;
  applicant: { nameTh: string; nameEn: string; nationalIdMasked: string };
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Sarabun (the Thai government's standard typeface) from its npm package. The package splits the face by
 * script, so Thai runs are set in the Thai file and everything else in the Latin one.
 */
const fontFile = (script: 'thai' | 'latin', weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(`@fontsource/sarabun/files/sarabun-${script}-${weight}-normal.woff`);

export const fonts = {
  thai: fontFile('thai', 400),
  latin: fontFile('latin', 400),
  thaiBold: fontFile('thai', 700),
  latinBold: fontFile('latin', 700),
};

const thaiRun = /[\u0E00-\u0E7F]/;

/** A national ID shown with only its last 4 digits, as on a receipt. */
export function maskNationalId(nationalId: string | null | undefined): string {
  const digits = (nationalId ?? '').replace(/\D/g, '');
  if (digits.length < 4) return '-';
  return `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** The signing time as read in Thailand: DD/MM/YYYY HH:mm:ss. */
export function bangkokDateTime(at: Date): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

type Doc = PDFKit.PDFDocument;

const scriptRuns = (text: string) => text.match(/[\u0E00-\u0E7F]+|[^\u0E00-\u0E7F]+/g) ?? [];

/** Thai is written without spaces between words, so lines may break only where ICU's dictionary finds a word end. */
const words = new Intl.Segmenter('th', { granularity: 'word' });

function fontOf(run: string, bold: boolean) {
  if (thaiRun.test(run)) return bold ? 'thaiBold' : 'thai';
  return bold ? 'latinBold' : 'latin';
}

const widthOf = (doc: Doc, text: string, bold: boolean) =>
  scriptRuns(text).reduce((sum, run) => sum + doc.font(fontOf(run, bold)).widthOfString(run), 0);

/** Splits a paragraph into lines that fit the page, breaking between words (Thai or not). */
function wrap(doc: Doc, text: string, bold: boolean): string[] {
  const maxWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right - 1;
  const lines: string[] = [];
  let line = '';
  for (const { segment } of words.segment(text)) {
    if (line.trim() !== '' && widthOf(doc, line + segment, bold) > maxWidth) {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    } else {
      line += segment;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Writes one paragraph line by line, switching between the Thai and Latin fonts at each change of script. */
export function write(doc: Doc, text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
  const bold = options.bold ?? false;
  doc.fontSize(options.size ?? 10.5);
  for (const line of wrap(doc, text, bold)) {
    const runs = scriptRuns(line);
    runs.forEach((run, i) => {
      doc.font(fontOf(run, bold)).text(run, { continued: i < runs.length - 1, lineGap: 2 });
    });
  }
  doc.moveDown(options.gap ?? 0.4);
}

/**
 * The signed contract as a PDF: the applicant, each agreement's full text in Thai then English, and the
 * signature record (version, time in Asia/Bangkok, address, browser, SHA-256 of the texts). The document's
 * dates are the signing time, so the same facts give the same text.
 */
export function renderContractPdf(facts: SignedContractFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: 'Investment contract / สัญญาการลงทุน',
      Subject: `Contract version ${facts.content.version}`,
      CreationDate: facts.signedAt,
      ModDate: facts.signedAt,
    },
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const signedAt = `${bangkokDateTime(facts.signedAt)} (Asia/Bangkok)`;
  write(doc, 'สัญญาการลงทุน / Investment Contract', { size: 16, bold: true });
  write(doc, `ฉบับที่ / Version ${facts.content.version}`, { gap: 0.8 });
  write(doc, `ผู้ลงทุน: ${facts.applicant.nameTh}`);
  write(doc, `Investor: ${facts.applicant.nameEn}`);
  write(doc, `เลขประจำตัวประชาชน / National ID: ${facts.applicant.nationalIdMasked}`, { gap: 1 });

  for (const agreement of facts.content.agreements) {
    write(doc, agreement.title.th, { size: 13, bold: true });
    for (const paragraph of agreement.paragraphs.th) write(doc, paragraph);
    doc.moveDown(0.4);
    write(doc, agreement.title.en, { size: 13, bold: true });
    for (const paragraph of agreement.paragraphs.en) write(doc, paragraph);
    doc.moveDown(0.8);
  }

  write(doc, 'การยอมรับสัญญา / Acceptance', { size: 13, bold: true });
  write(
    doc,
    'ผู้ลงทุนได้อ่านและยอมรับข้อตกลงทั้งสามฉบับข้างต้นด้วยวิธีการทางอิเล็กทรอนิกส์ / The investor read and accepted the three agreements above electronically.',
  );
  write(doc, `ฉบับที่ / Version: ${facts.content.version}`);
  write(doc, `เวลาที่ลงนาม / Signed at: ${signedAt}`);
  write(doc, `หมายเลขไอพี / IP address: ${facts.ip ?? '-'}`);
  write(doc, `เบราว์เซอร์ / User agent: ${facts.userAgent ?? '-'}`);
  write(doc, `SHA-256 ของข้อความสัญญา / SHA-256 of the agreement texts: ${facts.contentHash}`);
  doc.end();
  return done;
}
