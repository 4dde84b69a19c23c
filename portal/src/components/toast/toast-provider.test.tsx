import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/render-with-providers.tsx';
import { type ToastInput, ToastProvider, useToast } from './toast-provider.tsx';

function ShowButton({ toast }: { toast: ToastInput }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(toast)}>
      show
    </button>
  );
}

function renderWith(toast: ToastInput) {
  render(
    <I18nextProvider i18n={testI18n()}>
      <ToastProvider>
        <ShowButton toast={toast} />
      </ToastProvider>
    </I18nextProvider>,
  );
  return () => fireEvent.click(screen.getByRole('button', { name: 'show' }));
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes by itself after 5000 ms', () => {
    const show = renderWith({ kind: 'success', message: 'บันทึกแล้ว' });
    show();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status').textContent).toContain('บันทึกแล้ว');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error toast as an alert that the reader can dismiss', () => {
    const show = renderWith({ kind: 'error', message: 'Unauthorized, please login again' });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'ปิดการแจ้งเตือน' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces a toast with the same id instead of stacking a copy', () => {
    const show = renderWith({ id: '401', kind: 'error', message: 'Unauthorized, please login again' });
    show();
    act(() => vi.advanceTimersByTime(3000));
    show();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
