import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import { findPdfActiveContent } from './pdf-active-content.ts';

/**
 * What every upload (KYC photos and documents, transfer slips, complaint attachments) goes through before it is
 * stored: the type read from the bytes, images written again, PDFs read for active content.
 */

/** A PDF that would act when opened is refused with its own message; so is one that cannot be read to check it. */
export async function refusePdfActiveContent(bytes: Buffer): Promise<void> {
  const found = await findPdfActiveContent(bytes);
  if (found === 'unreadable' || found === 'encrypted') throw new AppError('PDF_UNREADABLE', 422);
  if (found) throw new AppError('PDF_ACTIVE_CONTENT', 422, { detail: `The PDF carries ${found}` });
}

/** Longest side kept for a photo: enough to read a card, small enough to review quickly. */
const maxSide = 3000;

/** Decodes and writes an image again, upright and at most `maxSide` pixels on its longest side. */
export async function reencodeImage(buffer: Buffer, mime: string) {
  const pipeline = sharp(buffer, { limitInputPixels: 60_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    mime === 'image/png' ? pipeline.png({ compressionLevel: 8 }) : pipeline.jpeg({ quality: 88 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}

/**
 * The content's own signature decides the type (the name and the declared type are ignored). Images are
 * decoded and written again: EXIF (GPS, camera) is dropped, orientation applied, anything smuggled after the
 * image data is gone. A PDF is kept as sent once it is known to carry no script, action or embedded file.
 */
export async function normalizeUpload(file: Express.Multer.File, allowed: readonly string[]) {
  const sniffed = await fileTypeFromBuffer(file.buffer);
  if (!sniffed || !allowed.includes(sniffed.mime)) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', 422);
  }
  if (sniffed.mime === 'application/pdf') {
    await refusePdfActiveContent(file.buffer);
    return { buffer: file.buffer, mimeType: sniffed.mime, width: null, height: null };
  }
  try {
    return { ...(await reencodeImage(file.buffer, sniffed.mime)), mimeType: sniffed.mime };
  } catch {
    // A file that claims to be an image but does not decode is refused like any other wrong type.
    throw new AppError('FILE_TYPE_NOT_ALLOWED', 422);
  }
}
