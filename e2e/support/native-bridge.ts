import type { BrowserContext } from '@playwright/test';

/**
 * The native app's bridge, as the iOS and Android shells define it before the page's scripts run, answered by a
 * phone with an enrolled fingerprint: the portal's own bundle then takes its app path (platform/runtime.ts) and
 * calls the biometric and app plugins through `window.Capacitor`, which this answers. It stands in for a device the
 * journeys have not got; the plugins' own native code is not exercised.
 */
export async function actAsNativeApp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const keychain = new Map<string, { username: string; password: string }>();
    const listeners: Record<string, (data: unknown) => void> = {};
    const answer: Record<string, Record<string, (options: Record<string, string>) => unknown>> = {
      NativeBiometric: {
        isAvailable: () => ({ isAvailable: true, biometryType: 3 }),
        verifyIdentity: () => ({}),
        setCredentials: (o) => void keychain.set(o.server!, { username: o.username!, password: o.password! }),
        getSecureCredentials: (o) =>
          keychain.get(o.server!) ?? Promise.reject({ message: 'none', code: '0' }),
        isCredentialsSaved: (o) => ({ isSaved: keychain.has(o.server!) }),
        deleteCredentials: (o) => void keychain.delete(o.server!),
      },
      App: { getLaunchUrl: () => ({}) },
    };
    const promise = (methods: string[]) => methods.map((name) => ({ name, rtype: 'promise' }));
    (window as unknown as { Capacitor: unknown }).Capacitor = {
      isNativePlatform: () => true,
      getPlatform: () => 'android',
      PluginHeaders: [
        { name: 'NativeBiometric', methods: promise(Object.keys(answer.NativeBiometric!)) },
        { name: 'App', methods: [...promise(['getLaunchUrl']), { name: 'addListener', rtype: 'callback' }] },
      ],
      nativePromise: async (plugin: string, method: string, options: Record<string, string>) =>
        answer[plugin]![method]!(options ?? {}),
      nativeCallback: (
        _plugin: string,
        _method: string,
        options: { eventName: string },
        callback: (d: unknown) => void,
      ) => {
        listeners[options.eventName] = callback;
        return options.eventName;
      },
    };
    // What the system does when the investor taps a link to the portal while the app is open.
    (window as unknown as { openAppLink: (url: string) => void }).openAppLink = (url) =>
      listeners.appUrlOpen?.({ url });
  });
}
