import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { createI18nProvider } from '../../providers/i18n-provider.ts';
import { stubInboxApi } from './inbox-stub-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('inbox menu entry', () => {
  it.each(['support', 'compliance', 'operations', 'admin'])('is offered to %s staff', async (role) => {
    stubInboxApi(role);
    render(<App i18nProvider={await createI18nProvider()} />);

    expect(await screen.findByRole('menuitem', { name: 'กล่องข้อความ' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'เจ้าหน้าที่' })).toBeNull();
  });
});
