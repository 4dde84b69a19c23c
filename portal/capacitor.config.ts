import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native app around the portal (Capacitor). `npm run mobile:sync` builds the portal into `dist` and copies it
 * with this configuration into `android/` and `ios/`; a test fails when those copies drift from this file.
 *
 * The API answers under /api on the portal's own origin (first-party session cookie, the same browser policy), so a
 * release build opens the portal's address: `CAP_SERVER_URL` when the native projects are synced for a release or
 * for a device on the local network (an Android emulator reaches this machine's portal at http://10.0.2.2:3001).
 * Without it the app shows the copy bundled in the projects, which is what the committed projects hold.
 */
const serverUrl = process.env.CAP_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'example.mfund.portal',
  appName: 'MFund',
  webDir: 'dist',
  server: {
    androidScheme: 'https',
    ...(serverUrl ? { url: serverUrl, cleartext: serverUrl.startsWith('http:') } : {}),
  },
  // The page pads itself with env(safe-area-inset-*) (viewport-fit=cover), so the web view must not add insets too.
  ios: { contentInset: 'never' },
  android: { allowMixedContent: false },
};

export default config;
