/**
 * iOS App Tracking Transparency as spec §2 has it, asked after sign-in and never in its way: permission denied →
 * a prompt that offers the app's settings; not determined → the system's question, then the status read again;
 * restricted (a device policy decides) → nothing. Written against the plugin's interface so each path is tested.
 */
export type TrackingStatus = 'authorized' | 'denied' | 'notDetermined' | 'restricted';

export interface TrackingPermissions {
  getStatus(): Promise<{ status: TrackingStatus }>;
  requestPermission(): Promise<{ status: TrackingStatus }>;
}

export interface TrackingPrompts {
  /** Asks whether to open the settings now (true: the investor chose to). */
  confirmOpenSettings(): Promise<boolean>;
  openSettings(): Promise<void>;
}

export async function requestTrackingPermission(
  plugin: TrackingPermissions,
  prompts: TrackingPrompts,
): Promise<TrackingStatus> {
  const { status } = await plugin.getStatus();
  if (status === 'notDetermined') {
    await plugin.requestPermission();
    // The status read again is the answer that counts: the request's own answer can lag behind the system's.
    // A "no" just given is respected: the settings prompt is for a refusal that predates this start.
    return (await plugin.getStatus()).status;
  }
  if (status === 'denied' && (await prompts.confirmOpenSettings())) await prompts.openSettings();
  return status;
}
