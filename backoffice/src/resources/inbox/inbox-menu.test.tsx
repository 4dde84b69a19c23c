import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { stubInboxApi } from './inbox-stub-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('inbox menu entry', () => {
  it.each(['support', 'compliance', 'operations', 'admin'])('is offered to %s staff', async (role) => {
    stubInboxApi(role);
    render(<App />);

    expect(await screen.findByRole('menuitem', { name: 'กล่องข้อความ' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'เจ้าหน้าที่' })).toBeNull();
  });
});
