import { AppTrackingTransparency } from 'capacitor-plugin-app-tracking-transparency';
import { requestTrackingPermission, type TrackingStatus } from '../tracking-permission.ts';
import { openAppSettings } from './settings.ts';

/** The spec's tracking request on iOS, with the settings prompt as a native confirm (the web view's own dialog). */
export function askForTracking(settingsPromptText: string): Promise<TrackingStatus> {
  return requestTrackingPermission(AppTrackingTransparency, {
    confirmOpenSettings: async () => window.confirm(settingsPromptText),
    openSettings: openAppSettings,
  });
}
