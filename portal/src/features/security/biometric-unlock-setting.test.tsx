import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pinUnlock } from '../../platform/biometric-unlock.ts';
import { investor, renderApp } from '../../test/render-app.tsx';
import { noContent, stubApi } from '../../test/stub-api.ts';

// The app's biometric unlock, as a device answers it (the web's answers are the real module's, see below).
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

const status = (overrides = {}) =>
  answerOf('/me/security', 'get', { pinSet: true, pinBlocked: false, twoFactorEnabled: false, ...overrides });

beforeEach(() => {
  vi.clearAllMocks();
  device.availability.mockResolvedValue('available');
  device.isEnabled.mockResolvedValue(false);
  device.enable.mockResolvedValue(true);
  device.disable.mockResolvedValue(undefined);
  device.unlock.mockResolvedValue(null);
});

async function biometricsSection(name = 'ปลดล็อกด้วยลายนิ้วมือหรือใบหน้า') {
  return within((await screen.findByRole('heading', { level: 2, name })).closest('section')!);
}

describe('the biometric unlock setting', () => {
  it('is not offered where the device has no biometrics (the web included)', async () => {
    device.availability.mockResolvedValue('unavailable');
    stubApi({ 'GET /me/security': status() });
    renderApp('/security', { user: investor });
    await screen.findByRole('heading', { level: 2, name: 'PIN สำหรับทำรายการ' });
    await waitFor(() => expect(device.availability).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'ปลดล็อกด้วยลายนิ้วมือหรือใบหน้า' })).toBeNull();
  });

  it('is off by default; turning it on asks for the PIN, then the biometrics keep it', async () => {
    const { callsTo } = stubApi({
      'GET /me/security': status(),
      'POST /me/security/pin/verify': noContent(),
    });
    renderApp('/security', { user: investor });
    const section = await biometricsSection();
    const toggle = await section.findByRole('checkbox', { name: 'ใช้ลายนิ้วมือหรือใบหน้าแทน PIN' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'กรอก PIN เพื่อเปิดใช้งาน' });
    // This PIN prompt is the one that turns biometrics on: it never asks them itself.
    expect(device.unlock).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('PIN 6 หลัก'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(device.enable).toHaveBeenCalledWith(
        investor.uuid,
        '123456',
        expect.objectContaining({ reason: 'ปลดล็อก PIN ของท่าน', cancel: 'กรอก PIN' }),
      ),
    );
    expect(callsTo('POST /me/security/pin/verify')[0]?.body).toEqual({ pin: '123456' });
    expect(await section.findByRole('status')).toHaveTextContent('เปิดใช้การปลดล็อกด้วยลายนิ้วมือหรือใบหน้าแล้ว');
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(device.disable).toHaveBeenCalledWith(investor.uuid));
    expect(toggle).not.toBeChecked();
  });

  it('stays off when the biometric check is cancelled or fails, and says so in English', async () => {
    device.enable.mockResolvedValue(false);
    stubApi({ 'GET /me/security': status(), 'POST /me/security/pin/verify': noContent() });
    renderApp('/security', { user: investor, language: 'en' });
    const section = await biometricsSection('Unlock with fingerprint or face');
    await userEvent.click(
      await section.findByRole('checkbox', { name: 'Use fingerprint or face for my PIN' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN to turn it on' });
    await userEvent.type(within(dialog).getByLabelText('6-digit PIN'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await section.findByRole('status')).toHaveTextContent(
      'Not turned on: the fingerprint or face check was cancelled or did not match',
    );
    expect(section.getByRole('checkbox')).not.toBeChecked();
  });

  it('tells a phone without enrolled biometrics where to add them, and one without a PIN to set it first', async () => {
    device.availability.mockResolvedValue('not-enrolled');
    stubApi({ 'GET /me/security': status() });
    const first = renderApp('/security', { user: investor });
    expect(
      await (await biometricsSection()).findByText('เพิ่มลายนิ้วมือหรือใบหน้าในการตั้งค่าของโทรศัพท์ก่อน จึงจะใช้ได้'),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'ใช้ลายนิ้วมือหรือใบหน้าแทน PIN' })).toBeNull();
    first.unmount();

    device.availability.mockResolvedValue('available');
    stubApi({ 'GET /me/security': status({ pinSet: false }) });
    renderApp('/security', { user: investor });
    expect(await (await biometricsSection()).findByText('ตั้ง PIN ก่อน จึงจะใช้ได้')).toBeVisible();
  });

  it('shows on for an investor who turned it on before', async () => {
    device.isEnabled.mockResolvedValue(true);
    stubApi({ 'GET /me/security': status() });
    renderApp('/security', { user: investor });
    expect(await (await biometricsSection()).findByRole('checkbox')).toBeChecked();
  });
});
