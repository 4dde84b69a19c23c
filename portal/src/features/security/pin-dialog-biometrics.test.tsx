import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pinUnlock } from '../../platform/biometric-unlock.ts';
import { investor } from '../../test/render-app.tsx';
import { descriptionOf, renderWithProviders } from '../../test/render-with-providers.tsx';
import { noContent, problem, stubApi } from '../../test/stub-api.ts';
import { PinDialog } from './pin-dialog.tsx';

vi.mock('../../platform/biometric-unlock.ts', () => ({
  pinUnlock: {
    availability: vi.fn(),
    isEnabled: vi.fn(),
    enable: vi.fn(),
    disable: vi.fn(),
    unlock: vi.fn(),
  },
}));
const device = vi.mocked(pinUnlock);

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.setItem('user', JSON.stringify(investor));
  device.unlock.mockResolvedValue(null);
  device.disable.mockResolvedValue(undefined);
});

describe('PinDialog with the biometric unlock turned on', () => {
  it('a matching fingerprint or face sends the kept PIN through the usual check, nothing typed', async () => {
    device.unlock.mockResolvedValue('123456');
    const { callsTo } = stubApi({ 'POST /me/security/pin/verify': noContent() });
    const onVerified = vi.fn();
    renderWithProviders(<PinDialog onVerified={onVerified} onCancel={() => {}} />);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('123456'));
    expect(device.unlock).toHaveBeenCalledTimes(1);
    expect(device.unlock).toHaveBeenCalledWith(
      investor.uuid,
      expect.objectContaining({ reason: 'ปลดล็อก PIN ของท่าน', cancel: 'กรอก PIN' }),
    );
    expect(callsTo('POST /me/security/pin/verify')[0]?.body).toEqual({ pin: '123456' });
  });

  it('a cancelled or failed check leaves the PIN to be typed, asked only once', async () => {
    stubApi({ 'POST /me/security/pin/verify': noContent() });
    const onVerified = vi.fn();
    renderWithProviders(<PinDialog onVerified={onVerified} onCancel={() => {}} />, { language: 'en' });
    await waitFor(() => expect(device.unlock).toHaveBeenCalledTimes(1));
    await userEvent.type(screen.getByLabelText('6-digit PIN'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('654321'));
    expect(device.unlock).toHaveBeenCalledTimes(1);
  });

  it('a kept PIN the API no longer accepts (changed since) is forgotten and the new one typed', async () => {
    device.unlock.mockResolvedValue('111111');
    stubApi({ 'POST /me/security/pin/verify': problem(422, 'PIN_INVALID') });
    const onVerified = vi.fn();
    renderWithProviders(<PinDialog onVerified={onVerified} onCancel={() => {}} />);
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('PIN 6 หลัก'))).toBe('รหัส PIN ไม่ถูกต้อง'));
    expect(device.disable).toHaveBeenCalledWith(investor.uuid);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('never asks without a signed-in investor, nor when the screen says not to', async () => {
    window.localStorage.removeItem('user');
    renderWithProviders(<PinDialog onVerified={() => {}} onCancel={() => {}} />);
    window.localStorage.setItem('user', JSON.stringify(investor));
    renderWithProviders(<PinDialog onVerified={() => {}} onCancel={() => {}} biometrics={false} />);
    await screen.findAllByRole('dialog');
    expect(device.unlock).not.toHaveBeenCalled();
  });
});
