import { isNativeApp } from './runtime.ts';

/**
 * Where a secret the portal keeps between visits lives (the wallet provider's token): the browser's local storage
 * on the web, as before; in the app the platform's secure storage (iOS Keychain, Android Keystore) through
 * `@capgo/capacitor-native-biometric`'s data store, never the web view's storage.
 */
export interface SecureStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The plugin's data store, as this uses it. */
export interface SecureDataPlugin {
  getData(options: { key: string }): Promise<{ value: string }>;
  setData(options: { key: string; value: string }): Promise<void>;
  deleteData(options: { key: string }): Promise<void>;
}

export function nativeSecureStore(load: () => Promise<SecureDataPlugin>): SecureStore {
  return {
    get: async (key) => {
      try {
        return (await (await load()).getData({ key })).value;
      } catch {
        // Nothing kept under it (the plugin answers with an error).
        return null;
      }
    },
    set: async (key, value) => (await load()).setData({ key, value }),
    remove: async (key) => {
      try {
        await (await load()).deleteData({ key });
      } catch {
        // Nothing was kept under it.
      }
    },
  };
}

// The web's writes happen at once (inside the call), as local storage did before.
const webStore: SecureStore = {
  get: async (key) => window.localStorage.getItem(key),
  set: async (key, value) => window.localStorage.setItem(key, value),
  remove: async (key) => window.localStorage.removeItem(key),
};

export const secureStore: SecureStore = isNativeApp
  ? nativeSecureStore(() => import('./native/biometric.ts').then((native) => native.secureDataPlugin))
  : webStore;
