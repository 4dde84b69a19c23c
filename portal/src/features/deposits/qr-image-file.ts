/**
 * The PromptPay QR as a PNG file the investor keeps: on a phone the QR sits on the same screen as the banking app
 * that must scan it, so it is saved to the photos (or shared to the banking app) and opened from there.
 */

/** The data URL the API answers, as a file. Decoded here: the page's policy lets `fetch` reach its own origin only. */
export function qrImageFile(dataUrl: string, fileName: string): File {
  const match = /^data:(image\/[a-z]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('The QR is not a base64 image data URL');
  const binary = atob(match[2] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], fileName, { type: match[1] });
}

export function qrFileName(reference: string): string {
  return `promptpay-${reference.replace(/[^A-Za-z0-9-]/g, '')}.png`;
}

/** Downloads the file (the browser puts it in Downloads or, on a phone, offers the photos). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether this browser can hand the file to another app (the share sheet: "Save image", the banking app). */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/** Opens the share sheet; a dismissed sheet is not an error. */
export async function shareFile(file: File, title: string): Promise<void> {
  try {
    await navigator.share({ files: [file], title });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    throw error;
  }
}
