import { answerOf } from '@fund/contract/testing';
import { screen } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { notFromTheApi } from '../../test/stub-api.ts';
import { checkScammerAlert } from './scammer-alert.ts';

const message = 'Beware of scammers using our name.';

function alertPage(): HTMLElement {
  document.body.innerHTML = `<aside class="scammer-alert" aria-label="Scam warning"><p>${message}</p></aside>`;
  return document.querySelector<HTMLElement>('aside')!;
}

describe('scammer alert', () => {
  it('stays while the scammerAlert flag is on', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      answerOf('/feature-flags', 'get', { flags: { scammerAlert: true } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await checkScammerAlert(alertPage());
    expect(fetchMock).toHaveBeenCalledWith('/api/feature-flags', expect.anything());
    expect(screen.getByRole('complementary', { name: 'Scam warning' })).toHaveTextContent(message);
  });

  it('disappears when staff switch the flag off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answerOf('/feature-flags', 'get', { flags: { scammerAlert: false } })),
    );
    await checkScammerAlert(alertPage());
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('stays when the flags cannot be read, since the CMS switched it on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => notFromTheApi('Bad gateway', { status: 502 })),
    );
    await checkScammerAlert(alertPage());
    expect(screen.getByText(message)).toBeVisible();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await checkScammerAlert(alertPage());
    expect(screen.getByText(message)).toBeVisible();
  });
});
