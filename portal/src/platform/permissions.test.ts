import { describe, expect, it, vi } from 'vitest';
import { type CameraPermissionState, type CameraPermissions, checkPhotoAccess } from './photo-permission.ts';
import { requestTrackingPermission, type TrackingStatus } from './tracking-permission.ts';

/** A camera plugin whose permission answers in turn: what a check reports, then what the system's question gives. */
function cameraPlugin(checked: CameraPermissionState, answered?: CameraPermissionState) {
  const both = (state: CameraPermissionState) => ({ camera: state, photos: state });
  return {
    checkPermissions: vi.fn(async () => both(checked)),
    requestPermissions: vi.fn(async () => both(answered ?? checked)),
  } satisfies CameraPermissions;
}

describe('photo permission before the KYC camera', () => {
  it('granted: the camera opens without asking', async () => {
    const plugin = cameraPlugin('granted');
    expect(await checkPhotoAccess(plugin, 'camera')).toBe('granted');
    expect(plugin.requestPermissions).not.toHaveBeenCalled();
  });

  it('denied: no question (the system will not ask again), so the screen offers the settings', async () => {
    const plugin = cameraPlugin('denied');
    expect(await checkPhotoAccess(plugin, 'camera')).toBe('denied');
    expect(plugin.requestPermissions).not.toHaveBeenCalled();
  });

  it('not asked yet: the system asks for that source alone, and a yes opens the camera', async () => {
    const plugin = cameraPlugin('prompt', 'granted');
    expect(await checkPhotoAccess(plugin, 'camera')).toBe('granted');
    expect(plugin.requestPermissions).toHaveBeenCalledWith({ permissions: ['camera'] });
  });

  it('not asked yet and refused, or Android wanting a reason and refused: denied', async () => {
    expect(await checkPhotoAccess(cameraPlugin('prompt', 'denied'), 'camera')).toBe('denied');
    expect(await checkPhotoAccess(cameraPlugin('prompt-with-rationale', 'prompt'), 'camera')).toBe('denied');
  });

  it('limited photo library access is kept as limited, asked or not', async () => {
    expect(await checkPhotoAccess(cameraPlugin('limited'), 'photos')).toBe('limited');
    const plugin = cameraPlugin('prompt', 'limited');
    expect(await checkPhotoAccess(plugin, 'photos')).toBe('limited');
    expect(plugin.requestPermissions).toHaveBeenCalledWith({ permissions: ['photos'] });
  });
});

/** A tracking plugin whose `getStatus` answers the given statuses in turn (the last one repeats). */
function trackingPlugin(statuses: TrackingStatus[], requested: TrackingStatus = 'authorized') {
  let read = 0;
  return {
    getStatus: vi.fn(async () => ({
      status: statuses[Math.min(read++, statuses.length - 1)] as TrackingStatus,
    })),
    requestPermission: vi.fn(async () => ({ status: requested })),
  };
}

function prompts(openChosen: boolean) {
  return { confirmOpenSettings: vi.fn(async () => openChosen), openSettings: vi.fn(async () => undefined) };
}

describe('iOS tracking permission after sign-in', () => {
  it('authorized: nothing is asked', async () => {
    const plugin = trackingPlugin(['authorized']);
    const ui = prompts(true);
    expect(await requestTrackingPermission(plugin, ui)).toBe('authorized');
    expect(plugin.requestPermission).not.toHaveBeenCalled();
    expect(ui.confirmOpenSettings).not.toHaveBeenCalled();
  });

  it('undetermined: the system asks, then the status is read again (granted)', async () => {
    const plugin = trackingPlugin(['notDetermined', 'authorized']);
    const ui = prompts(true);
    expect(await requestTrackingPermission(plugin, ui)).toBe('authorized');
    expect(plugin.requestPermission).toHaveBeenCalledOnce();
    expect(plugin.getStatus).toHaveBeenCalledTimes(2);
    expect(ui.confirmOpenSettings).not.toHaveBeenCalled();
  });

  it('undetermined and refused in the system question: the answer stands, no settings prompt at once', async () => {
    const plugin = trackingPlugin(['notDetermined', 'denied'], 'denied');
    const ui = prompts(true);
    expect(await requestTrackingPermission(plugin, ui)).toBe('denied');
    expect(ui.confirmOpenSettings).not.toHaveBeenCalled();
  });

  it('denied: the settings prompt, and the settings open only when the investor chooses them', async () => {
    const chosen = prompts(true);
    expect(await requestTrackingPermission(trackingPlugin(['denied']), chosen)).toBe('denied');
    expect(chosen.confirmOpenSettings).toHaveBeenCalledOnce();
    expect(chosen.openSettings).toHaveBeenCalledOnce();

    const declined = prompts(false);
    await requestTrackingPermission(trackingPlugin(['denied']), declined);
    expect(declined.openSettings).not.toHaveBeenCalled();
  });

  it('restricted: nothing at all (a device policy decides, the investor cannot change it)', async () => {
    const plugin = trackingPlugin(['restricted']);
    const ui = prompts(true);
    expect(await requestTrackingPermission(plugin, ui)).toBe('restricted');
    expect(plugin.requestPermission).not.toHaveBeenCalled();
    expect(ui.confirmOpenSettings).not.toHaveBeenCalled();
  });
});
