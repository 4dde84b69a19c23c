import { isNativeApp } from './runtime.ts';

/**
 * Keeping a file the page made (the PromptPay QR): on the web a download, plus the browser's share sheet where it
 * can share files; in the app the system share sheet, whose "Save image" puts it in the photos.
 */
export interface FileSaving {
  save(file: File, title: string): Promise<void>;
  /** Whether a second button may hand the file to another app (in the app, saving already opens the sheet). */
  canShare(file: File): boolean;
  share(file: File, title: string): Promise<void>;
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

const webSaving: FileSaving = {
  save: async (file) => downloadFile(file),
  canShare: canShareFile,
  share: (file, title) => shareFile(file, title),
};

const nativeSaving: FileSaving = {
  save: (file, title) => import('./native/share.ts').then((native) => native.shareFile(file, title)),
  canShare: () => false,
  share: (file, title) => import('./native/share.ts').then((native) => native.shareFile(file, title)),
};

export const fileSaving: FileSaving = isNativeApp ? nativeSaving : webSaving;
