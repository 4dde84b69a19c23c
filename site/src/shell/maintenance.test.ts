import { answerOf } from '@fund/contract/testing';
import { brands } from '@fund/domain';
import { MaintenanceScreen } from '@fund/ui';
import { screen, waitFor } from '@testing-library/dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFromTheApi } from '../../test/stub-api.ts';
import {
  maintenanceNoticeMarker,
  maintenanceRecheckMs,
  maintenanceRefusedEvent,
  startMaintenanceWatch,
} from './maintenance.ts';

let watch: ReturnType<typeof startMaintenanceWatch> | undefined;

// The page as the layout builds it, and the screen as the build renders it (src/pages/maintenance-screen.astro).
function page(): () => Promise<HTMLTemplateElement> {
  const screenHtml = renderToStaticMarkup(
    createElement(MaintenanceScreen, { brand: brands.merit, maintenanceText: maintenanceNoticeMarker }),
  );
  document.body.removeAttribute('style');
  document.body.innerHTML = `<main><h1>Home</h1><input aria-label="Name"></main>`;
  const template = document.createElement('template');
  template.innerHTML = screenHtml;
  return async () => template;
}

function answer(...bodies: (() => Response)[]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>(async () =>
    (bodies[Math.min(call++, bodies.length - 1)] ?? bodies[0]!)(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const on = (text: string | null) => () =>
  answerOf('/app-setting/maintenance', 'get', { maintenance: true, maintenanceText: text });
const off = () => answerOf('/app-setting/maintenance', 'get', { maintenance: false, maintenanceText: null });

afterEach(() => {
  watch?.stop();
  watch = undefined;
  vi.useRealTimers();
});

describe('maintenance watch', () => {
  it('covers the page with the maintenance screen when maintenance is on, the page beneath out of reach', async () => {
    window.history.replaceState(null, '', '/en/');
    const fetchMock = answer(on('We will be back at 18:00.'));
    watch = startMaintenanceWatch(page());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('ขออภัย ระบบอยู่ระหว่างปรับปรุง');
    expect(dialog).toHaveTextContent('We will be back at 18:00.');
    // Signed by the brand the site was built for.
    expect(dialog).toHaveTextContent(brands.merit.legalName.en);
    expect(document.activeElement).toBe(dialog);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/app-setting/maintenance');
    expect(new Headers(init?.headers).get('x-action')).toBe('/en/');
  });

  it('leaves out the staff notice when there is none', async () => {
    answer(on(null));
    watch = startMaintenanceWatch(page());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).not.toHaveTextContent(maintenanceNoticeMarker);
  });

  it('shows nothing over the page when maintenance is off', async () => {
    const fetchMock = answer(off);
    watch = startMaintenanceWatch(page());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await watch.check();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
  });

  it('only logs a failed check and leaves the page usable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(() => notFromTheApi('Bad gateway', { status: 502 }));
    watch = startMaintenanceWatch(page());
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]?.[0])).toContain('Maintenance check failed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an open page learns of maintenance when a form is refused for it, and every 30 seconds, and the screen lifts when it ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = answer(off, on('Back at 18:00'), off);
    watch = startMaintenanceWatch(page());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event(maintenanceRefusedEvent));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Back at 18:00');
    vi.advanceTimersByTime(maintenanceRecheckMs);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
