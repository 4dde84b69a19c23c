import { NativeBiometric } from '@capgo/capacitor-native-biometric';
import type { BiometricPlugin } from '../biometric-unlock.ts';
import type { SecureDataPlugin } from '../secure-store.ts';

/** Biometrics and the Keychain / Keystore entries behind them. */
export const biometricPlugin: BiometricPlugin = NativeBiometric;

/** The same plugin's Keychain / Keystore data store, for secrets kept between starts. */
export const secureDataPlugin: SecureDataPlugin = NativeBiometric;
