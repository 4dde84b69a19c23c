import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScammerAlert } from './scammer-alert.tsx';

const message = 'Beware of scammers using our name.';

describe('ScammerAlert island', () => {
  it('shows the CMS message while the scammerAlert flag is on', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ flags: { scammerAlert: true } }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ScammerAlert locale="en" message={message} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/feature-flags', expect.anything()));
    expect(screen.getByRole('complementary', { name: 'Scam warning' }).textContent).toContain(message);
  });

  it('disappears when staff switch the flag off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ flags: { scammerAlert: false } })),
    );
    render(<ScammerAlert locale="th" message={message} />);
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('stays when the flags cannot be read, since the CMS switched it on', async () => {
    const fetchMock = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ScammerAlert locale="en" message={message} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText(message)).toBeVisible();
  });
});
