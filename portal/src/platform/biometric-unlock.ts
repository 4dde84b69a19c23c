import { isNativeApp } from './runtime.ts';

/**
 * Unlocking the PIN prompt with a fingerprint or face, in the app only, once the investor turned it on in the
 * security settings (off by default). Turning it on keeps their PIN in the platform's secure storage (iOS Keychain,
 * Android Keystore) behind the biometrics enrolled at that moment; the PIN prompt then asks the system for it and
 * sends it for the usual check. A cancel, a failure or a device whose enrolment changed leaves the PIN to be typed.
 */

/** What `@capgo/capacitor-native-biometric` offers that this uses, so the flows are tested against its interface. */
export interface BiometricPlugin {
  isAvailable(): Promise<{ isAvailable: boolean; errorCode?: number }>;
  verifyIdentity(options: { reason?: string; title?: string; negativeButtonText?: string }): Promise<void>;
  setCredentials(options: {
    username: string;
    password: string;
    server: string;
    accessControl?: number;
    title?: string;
    negativeButtonText?: string;
  }): Promise<void>;
  getSecureCredentials(options: {
    server: string;
    reason?: string;
    title?: string;
    negativeButtonText?: string;
  }): Promise<{ username: string; password: string }>;
  isCredentialsSaved(options: { server: string }): Promise<{ isSaved: boolean }>;
  deleteCredentials(options: { server: string }): Promise<void>;
}

/** The plugin's `BiometricAuthError` and `AccessControl` values this reads (numbers in its enums). */
export const biometricErrors = {
  notEnrolled: 3,
  temporaryLockout: 4,
  authenticationFailed: 10,
  appCancel: 11,
  systemCancel: 15,
  userCancel: 16,
  userFallback: 17,
};
const biometryCurrentSet = 1;
/** The investor's choice (cancel, "enter PIN") or a finger that did not match this time: the entry still opens. */
const passing = new Set([
  biometricErrors.temporaryLockout,
  biometricErrors.authenticationFailed,
  biometricErrors.appCancel,
  biometricErrors.systemCancel,
  biometricErrors.userCancel,
  biometricErrors.userFallback,
]);

export type BiometricAvailability = 'available' | 'not-enrolled' | 'unavailable';

/** What the system prompt says, in the reader's language. */
export interface BiometricTexts {
  reason: string;
  title: string;
  cancel: string;
}

export interface BiometricPinUnlock {
  availability(): Promise<BiometricAvailability>;
  isEnabled(uuid: string): Promise<boolean>;
  /** Asks for the biometrics, then keeps the PIN; false when the check was cancelled or failed. */
  enable(uuid: string, pin: string, texts: BiometricTexts): Promise<boolean>;
  disable(uuid: string): Promise<void>;
  /** The kept PIN once the biometrics matched; null when it is off, cancelled or failed (the PIN is typed). */
  unlock(uuid: string, texts: BiometricTexts): Promise<string | null>;
}

/** One secure-storage entry per investor who turned it on on this device. */
const entryFor = (uuid: string) => `pin-unlock.${uuid}`;

const codeOf = (error: unknown) => Number((error as { code?: unknown } | null)?.code);

export function biometricPinUnlock(load: () => Promise<BiometricPlugin>): BiometricPinUnlock {
  const unlock: BiometricPinUnlock = {
    async availability() {
      try {
        const result = await (await load()).isAvailable();
        if (result.isAvailable) return 'available';
        return result.errorCode === biometricErrors.notEnrolled ? 'not-enrolled' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
    async isEnabled(uuid) {
      try {
        return (await (await load()).isCredentialsSaved({ server: entryFor(uuid) })).isSaved;
      } catch {
        return false;
      }
    },
    async enable(uuid, pin, texts) {
      try {
        const plugin = await load();
        // The investor shows the biometrics work for them before anything is kept.
        await plugin.verifyIdentity({
          reason: texts.reason,
          title: texts.title,
          negativeButtonText: texts.cancel,
        });
        await plugin.setCredentials({
          username: uuid,
          password: pin,
          server: entryFor(uuid),
          // A finger or face added later cannot read it: the entry is void and the PIN is typed again.
          accessControl: biometryCurrentSet,
          title: texts.title,
          negativeButtonText: texts.cancel,
        });
        return true;
      } catch {
        return false;
      }
    },
    async disable(uuid) {
      try {
        await (await load()).deleteCredentials({ server: entryFor(uuid) });
      } catch {
        // Nothing was kept.
      }
    },
    async unlock(uuid, texts) {
      if (!(await unlock.isEnabled(uuid))) return null;
      try {
        const kept = await (await load()).getSecureCredentials({
          server: entryFor(uuid),
          reason: texts.reason,
          title: texts.title,
          negativeButtonText: texts.cancel,
        });
        return kept.username === uuid ? kept.password : null;
      } catch (error) {
        // Anything else means the entry no longer opens (enrolment changed, biometrics locked or removed): it is
        // forgotten, and the setting shows off until the investor turns it on again.
        if (!passing.has(codeOf(error))) await unlock.disable(uuid);
        return null;
      }
    },
  };
  return unlock;
}

/** On the web nothing changes: no biometrics, the PIN is typed. */
const webUnlock: BiometricPinUnlock = {
  availability: async () => 'unavailable',
  isEnabled: async () => false,
  enable: async () => false,
  disable: async () => undefined,
  unlock: async () => null,
};

export const pinUnlock: BiometricPinUnlock = isNativeApp
  ? biometricPinUnlock(() => import('./native/biometric.ts').then((native) => native.biometricPlugin))
  : webUnlock;
