import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../test/render-app.tsx';
import { stubApi } from '../test/stub-api.ts';

describe('the multipleLanguages flag', () => {
  it('on: the reader can switch between Thai and English', async () => {
    stubApi({ 'GET /feature-flags': Response.json({ flags: { multipleLanguages: true } }) });
    renderApp('/strategies', { user: investor });
    expect(await screen.findByRole('button', { name: 'English' })).toBeVisible();
  });

  it('off: Thai only, with no switch, even for a reader who chose English', async () => {
    const { callsTo } = stubApi({
      'GET /feature-flags': Response.json({ flags: { multipleLanguages: false } }),
    });
    renderApp('/strategies', { user: investor, language: 'en' });
    await waitFor(() => expect(callsTo('GET /feature-flags').length).toBeGreaterThan(0));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ไทย' })).toBeNull();
  });
});
