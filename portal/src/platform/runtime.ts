/**
 * Web or native app, decided once at start. Inside the app the native bridge defines `window.Capacitor` before any
 * of the page's scripts run, so reading it needs no import: `@capacitor/core` and the plugins load only on native
 * and only when used, and the web's login page carries none of them.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

const bridge = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;

export type RuntimeKind = 'web' | 'ios' | 'android';

export const runtime: RuntimeKind =
  bridge?.isNativePlatform?.() === true ? (bridge.getPlatform?.() === 'ios' ? 'ios' : 'android') : 'web';

export const isNativeApp = runtime !== 'web';

/** A phone or tablet: a touch screen as the main pointer, or a narrow window. */
export function isPhoneLike(): boolean {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || window.innerWidth < 768;
}
