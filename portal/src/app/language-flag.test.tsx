import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../test/render-app.tsx';
import { flagsAnswer, problem, stubApi } from '../test/stub-api.ts';

describe('the multipleLanguages flag', () => {
  it('on: the reader can switch between Thai and English', async () => {
    stubApi({ 'GET /feature-flags': flagsAnswer({ flags: { multipleLanguages: true } }) });
    renderApp('/strategies', { user: investor });
    expect(await screen.findByRole('button', { name: 'English' })).toBeVisible();
  });

  it('off: Thai only, with no switch, even for a reader who chose English', async () => {
    const { callsTo } = stubApi({
      'GET /feature-flags': flagsAnswer({ flags: { multipleLanguages: false } }),
    });
    renderApp('/strategies', { user: investor, language: 'en' });
    await waitFor(() => expect(callsTo('GET /feature-flags').length).toBeGreaterThan(0));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ไทย' })).toBeNull();
  });

  it('unread (the API fails): the build’s value, no switch, and a reader who chose English keeps English', async () => {
    const { callsTo } = stubApi({ 'GET /feature-flags': problem(500, 'INTERNAL_ERROR') });
    renderApp('/strategies', { user: investor, language: 'en' });
    await waitFor(() => expect(callsTo('GET /feature-flags').length).toBeGreaterThan(0));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ไทย' })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });
});
