/**
 * The native app's photo permission check (spec §2) before the camera opens for a KYC photo, written against the
 * camera plugin's permission interface so the flow is tested without a device.
 */

/** The states `@capacitor/camera` reports for `camera` and `photos` ('limited': iOS's chosen-photos-only access). */
export type CameraPermissionState = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied' | 'limited';

export type PhotoSource = 'camera' | 'photos';

export interface CameraPermissions {
  checkPermissions(): Promise<Record<PhotoSource, CameraPermissionState>>;
  requestPermissions(options: {
    permissions: PhotoSource[];
  }): Promise<Record<PhotoSource, CameraPermissionState>>;
}

/**
 * What the screen may do: `granted` open the camera or the library; `limited` open the library, which shows only
 * the photos the investor shared (the screen says so); `denied` explain and offer the app's settings, because the
 * system will not ask again.
 */
export type PhotoAccess = 'granted' | 'limited' | 'denied';

export async function checkPhotoAccess(plugin: CameraPermissions, source: PhotoSource): Promise<PhotoAccess> {
  const current = (await plugin.checkPermissions())[source];
  if (current === 'granted' || current === 'limited' || current === 'denied') return current;
  // Not asked yet (or Android wants a reason first): the system's own question, once.
  const answered = (await plugin.requestPermissions({ permissions: [source] }))[source];
  return answered === 'granted' || answered === 'limited' ? answered : 'denied';
}
