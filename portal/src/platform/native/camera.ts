import { Camera, CameraDirection, CameraResultType, CameraSource } from '@capacitor/camera';
import { checkPhotoAccess, type PhotoAccess, type PhotoSource } from '../photo-permission.ts';

export interface NativePhoto {
  access: PhotoAccess;
  /** Absent when access was refused or the investor closed the camera without a photo. */
  file?: File;
}

/**
 * A KYC photo through the native camera or photo library, after the permission check. Sized like the web's
 * uploads (the API re-encodes anyway): large enough to read an ID card, small enough to send on a phone network.
 */
export async function takePhoto(source: PhotoSource, facing: 'user' | 'environment'): Promise<NativePhoto> {
  const access = await checkPhotoAccess(Camera, source);
  if (access === 'denied') return { access };
  try {
    const photo = await Camera.getPhoto({
      source: source === 'camera' ? CameraSource.Camera : CameraSource.Photos,
      direction: facing === 'user' ? CameraDirection.Front : CameraDirection.Rear,
      resultType: CameraResultType.Base64,
      quality: 85,
      width: 2400,
      correctOrientation: true,
    });
    if (!photo.base64String) return { access };
    const type = photo.format === 'png' ? 'image/png' : 'image/jpeg';
    return {
      access,
      file: base64File(photo.base64String, `photo.${photo.format === 'png' ? 'png' : 'jpg'}`, type),
    };
  } catch (error) {
    // Closing the camera without a photo is the investor's choice, not a failure.
    if (error instanceof Error && /cancel/i.test(error.message)) return { access };
    throw error;
  }
}

function base64File(base64: string, name: string, type: string): File {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}
