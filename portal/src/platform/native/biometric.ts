import { NativeBiometric } from '@capgo/capacitor-native-biometric';
import type { BiometricPlugin } from '../biometric-unlock.ts';
import type { SecureDataPlugin } from '../secure-store.ts';

// Plain objects, not the plugin itself: these are handed over through a promise, and a promise asks what it
// resolves with for `then`, which Capacitor's plugin proxy answers with a native call that does not exist.

/** Biometrics and the Keychain / Keystore entries behind them. */
export const biometricPlugin: BiometricPlugin = {
  isAvailable: () => NativeBiometric.isAvailable(),
  verifyIdentity: (options) => NativeBiometric.verifyIdentity(options),
  setCredentials: (options) => NativeBiometric.setCredentials(options),
  getSecureCredentials: (options) => NativeBiometric.getSecureCredentials(options),
  isCredentialsSaved: (options) => NativeBiometric.isCredentialsSaved(options),
  deleteCredentials: (options) => NativeBiometric.deleteCredentials(options),
};

/** The same plugin's Keychain / Keystore data store, for secrets kept between starts. */
export const secureDataPlugin: SecureDataPlugin = {
  getData: (options) => NativeBiometric.getData(options),
  setData: (options) => NativeBiometric.setData(options),
  deleteData: (options) => NativeBiometric.deleteData(options),
};
