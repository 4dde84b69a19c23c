import PDFDocument from 'pdfkit';
import type { ContractContent } from './content/index.ts';
import { fonts } from './sarabun.ts';

export interface SignedContractFacts {
  content: ContractContent;
  contentHash: string;
  applicant: { nameTh: string; nameEn: string; nationalIdMasked: string };
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

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

/** An A4 document in Sarabun (embedded, subset by pdfkit), and its bytes once it is ended. */
export function a4Document(options: PDFKit.PDFDocumentOptions): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 56, ...options });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

const scriptRuns = (text: string): string[] => text.match(/[\u0E00-\u0E7F]+|[^\u0E00-\u0E7F]+/g) ?? [];

/** Thai is written without spaces between words, so lines may break only where ICU's dictionary finds a word end. */
const words = new Intl.Segmenter('th', { granularity: 'word' });

function fontOf(run: string, bold: boolean) {
  if (thaiRun.test(run)) return bold ? 'thaiBold' : 'thai';
  return bold ? 'latinBold' : 'latin';
}

/**
 * The width of a run in a face at a size is the same in every document (the same font bytes, no spacing options),
 * and every document sets the same labels, so widths are kept for the process, up to a bound.
 */
const runWidths = new Map<string, number>();
const maxRunWidths = 50_000;

/**
 * A line's width is the sum, left to right, of its script runs' widths. A run is final once a run of the other
 * script follows it, so a growing line keeps the sum of its finished runs and measures again only its last run
 * with the next word: the same widths added in the same order as measuring the whole line, without measuring
 * the whole line for every word.
 */
class LineWidth {
  private settled = 0;
  private last = '';
  private readonly doc: Doc;
  private readonly bold: boolean;
  private readonly size: number;

  constructor(doc: Doc, bold: boolean, size: number) {
    this.doc = doc;
    this.bold = bold;
    this.size = size;
  }

  private measure(run: string) {
    const font = fontOf(run, this.bold);
    // Selecting the face is kept even when the width is known: a document numbers its fonts in the order first used.
    this.doc.font(font);
    const key = `${font} ${this.size} ${run}`;
    let width = runWidths.get(key);
    if (width === undefined) {
      width = this.doc.widthOfString(run);
      if (runWidths.size >= maxRunWidths) runWidths.clear();
      runWidths.set(key, width);
    }
    return width;
  }

  /** The runs of the line with `segment` added: the last run joined to the segment's first when the script matches. */
  private runsWith(segment: string) {
    const runs = scriptRuns(segment);
    if (this.last === '') return runs;
    if (runs.length > 0 && thaiRun.test(runs[0]!) === thaiRun.test(this.last)) runs[0] = this.last + runs[0];
    else runs.unshift(this.last);
    return runs;
  }

  /** The width the line would have with `segment` added. */
  widthWith(segment: string) {
    return this.runsWith(segment).reduce((sum, run) => sum + this.measure(run), this.settled);
  }

  add(segment: string) {
    const runs = this.runsWith(segment);
    if (runs.length === 0) return;
    this.last = runs.pop()!;
    this.settled = runs.reduce((sum, run) => sum + this.measure(run), this.settled);
  }

  reset() {
    this.settled = 0;
    this.last = '';
  }
}

/** Splits a paragraph into lines that fit the page, breaking between words (Thai or not). */
function wrap(doc: Doc, text: string, bold: boolean, size: number): string[] {
  const maxWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right - 1;
  const lines: string[] = [];
  const width = new LineWidth(doc, bold, size);
  let line = '';
  for (const { segment } of words.segment(text)) {
    if (line.trim() !== '' && width.widthWith(segment) > maxWidth) {
      lines.push(line.trimEnd());
      line = segment.trimStart();
      width.reset();
      width.add(line);
    } else {
      line += segment;
      width.add(segment);
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Writes one paragraph line by line, switching between the Thai and Latin fonts at each change of script. */
export function write(doc: Doc, text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
  const bold = options.bold ?? false;
  const size = options.size ?? 10.5;
  doc.fontSize(size);
  for (const line of wrap(doc, text, bold, size)) {
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
  const { doc, done } = a4Document({
    info: {
      Title: 'Investment contract / สัญญาการลงทุน',
      Subject: `Contract version ${facts.content.version}`,
      CreationDate: facts.signedAt,
      ModDate: facts.signedAt,
    },
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
