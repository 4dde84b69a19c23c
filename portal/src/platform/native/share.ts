import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';

/**
 * Hands a file to the system share sheet: "Save image" puts it in the photos, or it goes straight to the banking
 * app. A web view can neither download a blob nor share a file, so the file is written to the app's cache first.
 */
export async function shareFile(file: File, title: string): Promise<void> {
  const { uri } = await Filesystem.writeFile({
    path: file.name,
    data: await base64Of(file),
    directory: Directory.Cache,
  });
  try {
    await Share.share({ title, files: [uri] });
  } catch (error) {
    // Closing the sheet is the investor's choice, not a failure.
    if (error instanceof Error && /cancel/i.test(error.message)) return;
    throw error;
  }
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
