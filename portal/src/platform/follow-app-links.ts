import { isNativeApp } from './runtime.ts';

/**
 * In the app, hands `open` each address the system opened it with (a universal link or App Link from an e-mail or
 * the desktop → phone hand-off), the one it started with included. On the web the browser is already at that
 * address, so there is nothing to follow.
 */
export function followAppLinks(open: (url: string) => void): void {
  if (!isNativeApp) return;
  void import('./native/app-url-open.ts')
    .then((native) => native.listenForOpenedUrls(open))
    .catch(() => undefined);
}
