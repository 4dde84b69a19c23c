import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from '@cantoo/pdf-lib';

/**
 * Keys whose presence makes a PDF do something when it is opened or clicked: scripts, launching programs, embedded
 * files and forms that post or import data. An uploaded statement or slip never needs any of them, and a reviewer's
 * PDF viewer would run them on a staff machine. `OpenAction` and `AA` are not here: most exported PDFs carry an
 * open action that only names the first page; what an open or event action would run is caught by its type below.
 */
const activeKeys = [
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
] as const;

/** Action types (`/S`) that run something or reach outside the file (a plain web link, `URI`, is allowed). */
const activeActionTypes = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMediaExecute',
]);

/**
 * Names written anywhere in the file's plain bytes, `#xx` escapes decoded. Viewers repair broken files in ways a
 * parser may not follow, so an active key in bytes the parser skipped still counts.
 */
function activeNameInBytes(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes).toString('latin1');
  for (const [, written] of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const name = written!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if ((activeKeys as readonly string[]).includes(name)) return name;
  }
  return null;
}

/**
 * The first kind of active content found in a PDF, or null when it has none. Every object is read through a real
 * PDF parser (objects inside compressed object streams, names written with `#xx` escapes, dictionaries nested in
 * arrays), so spelling a key differently does not hide it; the plain bytes are read too. A file the parser cannot
 * read is reported as such.
 */
export async function findPdfActiveContent(bytes: Uint8Array): Promise<string | null> {
  const inBytes = activeNameInBytes(bytes);
  if (inBytes) return inBytes;
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
  } catch {
    return 'unreadable';
  }
  if (document.isEncrypted) return 'encrypted';
  const seen = new Set<PDFObject>();
  const visit = (value: PDFObject | undefined): string | null => {
    if (value === undefined || value instanceof PDFRef || seen.has(value)) return null;
    seen.add(value);
    const dict = value instanceof PDFRawStream ? value.dict : value;
    if (dict instanceof PDFDict) {
      for (const key of activeKeys) {
        if (dict.has(PDFName.of(key))) return key;
      }
      const type = dict.get(PDFName.of('S'));
      if (type instanceof PDFName && activeActionTypes.has(type.decodeText())) return type.decodeText();
      for (const [, entry] of dict.entries()) {
        const found = visit(entry);
        if (found) return found;
      }
    }
    if (value instanceof PDFArray) {
      for (const entry of value.asArray()) {
        const found = visit(entry);
        if (found) return found;
      }
    }
    return null;
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = visit(object);
    if (found) return found;
  }
  return null;
}
