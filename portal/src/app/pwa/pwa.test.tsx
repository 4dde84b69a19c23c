import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { flagsAnswer, stubApi } from '../../test/stub-api.ts';
import { OfflineScreen } from './offline-screen.tsx';
import { ServiceWorkerSetup } from './service-worker-setup.tsx';
import { setServiceWorkerState } from './service-worker-state.ts';
import { UpdatePrompt } from './update-prompt.tsx';

const worker = vi.hoisted(() => ({
  registerServiceWorker: vi.fn(),
  clearAppCaches: vi.fn(async () => undefined),
}));
vi.mock('./register-service-worker.ts', () => worker);

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setServiceWorkerState({ reload: null }));
});

describe('offline screen', () => {
  it('covers the page in Thai while the device has no network and leaves when it returns', () => {
    renderWithProviders(<OfflineScreen />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('alertdialog', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' })).toHaveAccessibleDescription(
      /ตรวจสอบ Wi-Fi/,
    );
    goOffline(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('speaks English to an English reader', () => {
    renderWithProviders(<OfflineScreen />, { language: 'en' });
    goOffline(true);
    expect(screen.getByRole('alertdialog', { name: 'No internet connection' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('update prompt', () => {
  it('appears only while a new version waits, and reloading switches to it', async () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
    const reload = vi.fn();
    act(() => setServiceWorkerState({ reload }));
    expect(screen.getByRole('status')).toHaveTextContent('มีเวอร์ชันใหม่พร้อมใช้งาน');
    await userEvent.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('service worker setup', () => {
  // jsdom has no service workers; the setup only needs to see that the browser offers them.
  const withServiceWorker = () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    return () => Reflect.deleteProperty(navigator, 'serviceWorker');
  };

  it('registers the worker once the flags are read, and clearCachMobile off', async () => {
    const restore = withServiceWorker();
    worker.registerServiceWorker.mockClear();
    worker.clearAppCaches.mockClear();
    try {
      stubApi({ 'GET /feature-flags': flagsAnswer({ flags: { clearCachMobile: false } }) });
      renderWithProviders(<ServiceWorkerSetup enabled />);
      await waitFor(() => expect(worker.registerServiceWorker).toHaveBeenCalledOnce());
      expect(worker.clearAppCaches).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('clearCachMobile on: the caches are cleared and no worker is registered', async () => {
    const restore = withServiceWorker();
    worker.registerServiceWorker.mockClear();
    worker.clearAppCaches.mockClear();
    try {
      stubApi({ 'GET /feature-flags': flagsAnswer({ flags: { clearCachMobile: true } }) });
      renderWithProviders(<ServiceWorkerSetup enabled />);
      await waitFor(() => expect(worker.clearAppCaches).toHaveBeenCalledOnce());
      expect(worker.registerServiceWorker).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
