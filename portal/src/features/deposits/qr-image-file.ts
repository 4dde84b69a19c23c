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
