import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfBytes, plainPdf } from '../../test/upload-files.ts';
import { findPdfActiveContent } from './pdf-active-content.ts';

/** A PDF written by hand, so the active key can be spelled the way an attacker would spell it. */
const handWritten = (catalogExtra: string, extraObject = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${catalogExtra}>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n${extraObject}trailer<</Root 1 0 R>>\n%%EOF\n`,
  );

describe('active content in a PDF', () => {
  it('finds none in a plain statement, even one with a web link', async () => {
    expect(await findPdfActiveContent(await plainPdf())).toBeNull();
    const made = await PDFDocument.create();
    made.addPage();
    expect(await findPdfActiveContent(await made.save())).toBeNull();
  });

  it('finds a document-level script', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addJavaScript('greeting', 'app.alert("hi")');
    expect(await findPdfActiveContent(await doc.save())).toBe('JavaScript');
  });

  it('finds an action hidden in a compressed object stream, where the plain bytes do not show it', async () => {
    const objects = ['<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>', '<</S/JavaScript/JS(app.alert(1))>>'];
    const header = `1 0 3 ${objects[0]!.length + 1} `;
    const packed = deflateSync(Buffer.from(header + objects.join(' ')));
    const bytes = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n4 0 obj<</Type/ObjStm/N 2/First ${header.length}/Filter/FlateDecode/Length ${packed.length}>>stream\n`,
      ),
      packed,
      Buffer.from(
        '\nendstream\nendobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    ]);
    expect(bytes.toString('latin1')).not.toMatch(/OpenAction|JavaScript/);
    // Found by the parser: the action's script key or its type, whichever it reads first.
    expect(await findPdfActiveContent(bytes)).toMatch(/^(JS|JavaScript)$/);
  });

  it('finds a script run on open however its names are escaped', async () => {
    const bytes = handWritten('/Open#41ction 3 0 R', '3 0 obj<</S/J#61vaScript/J#53(app.alert(1))>>endobj\n');
    expect(await findPdfActiveContent(bytes)).toBe('JavaScript');
  });

  it('accepts an open action that only names the page to open at, as exported PDFs carry', async () => {
    const bytes = handWritten('/OpenAction[3 0 R/Fit]', '3 0 obj<</Type/Page/Parent 2 0 R>>endobj\n');
    expect(await findPdfActiveContent(bytes)).toBeNull();
  });

  it('finds a launch action nested in an array of a page annotation', async () => {
    const bytes = handWritten('', '3 0 obj<</Annots[<</Subtype/Link/A<</S/Launch/F(cmd.exe)>>>>]>>endobj\n');
    expect(await findPdfActiveContent(bytes)).toBe('Launch');
  });

  it('finds an embedded file', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    await doc.attach(Buffer.from('MZ'), 'invoice.exe', { mimeType: 'application/octet-stream' });
    expect(await findPdfActiveContent(await doc.save())).toMatch(/^EmbeddedFiles?$/);
  });

  it('reports a password-protected PDF, which cannot be read to check it', async () => {
    const locked = await pdfBytes((doc) => doc.text('secret'), {
      userPassword: '01011990',
      ownerPassword: 'owner',
    });
    expect(await findPdfActiveContent(locked)).toBe('encrypted');
  });
});
