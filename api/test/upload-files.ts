import PDFKit from 'pdfkit';
import sharp from 'sharp';

/** Collects what a PDFKit document writes. */
export function pdfBytes(write: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFKit({ size: 'A4', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  write(doc);
  doc.end();
  return done;
}

/** A plain one-page statement as a bank or a PDF printer writes it, web link included. */
export const plainPdf = (text = 'Statement') =>
  pdfBytes((doc) => {
    doc.text(text);
    doc.link(50, 100, 100, 20, 'https://www.example.com/');
  });

/** A small real PNG screenshot. */
export const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#1b5e20' } })
    .png()
    .toBuffer();
