import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../test/render-with-providers.tsx';
import { noContent, problem, stubApi } from '../../test/stub-api.ts';
import { PinDialog } from './pin-dialog.tsx';

describe('PinDialog', () => {
  it('checks the format, shows a wrong PIN, and hands over a PIN the API accepted', async () => {
    const { callsTo } = stubApi({
      'POST /me/security/pin/verify': [problem(422, 'PIN_INVALID'), noContent()],
    });
    const onVerified = vi.fn();
    renderWithProviders(<PinDialog onVerified={onVerified} onCancel={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'กรอก PIN' })).toBeVisible();
    const pin = screen.getByLabelText('PIN 6 หลัก');
    await userEvent.type(pin, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(descriptionOf(pin)).toBe('PIN ต้องเป็นตัวเลข 6 หลัก');
    expect(callsTo('POST /me/security/pin/verify')).toHaveLength(0);
    await userEvent.type(pin, '6');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(descriptionOf(pin)).toBe('รหัส PIN ไม่ถูกต้อง'));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('123456'));
    expect(callsTo('POST /me/security/pin/verify')[1]?.body).toEqual({ pin: '123456' });
  });

  it('a blocked PIN says so, and cancel closes', async () => {
    stubApi({ 'POST /me/security/pin/verify': problem(423, 'PIN_BLOCKED') });
    const onCancel = vi.fn();
    renderWithProviders(<PinDialog onVerified={() => {}} onCancel={onCancel} />, { language: 'en' });
    await userEvent.type(screen.getByLabelText('6-digit PIN'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('6-digit PIN'))).toBe(
        'Your pincode is blocked after too many wrong tries. Please reset it with an OTP.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
