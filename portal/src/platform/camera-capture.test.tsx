import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { NativeCameraCapture } from './camera-capture.tsx';

const native = vi.hoisted(() => ({
  takePhoto: vi.fn(),
  openAppSettings: vi.fn(async () => undefined),
}));
vi.mock('./native/camera.ts', () => ({ takePhoto: native.takePhoto }));
vi.mock('./native/settings.ts', () => ({ openAppSettings: native.openAppSettings }));

describe('the KYC camera in the native app', () => {
  it('a photo taken goes to the upload', async () => {
    const photo = new File([new Uint8Array(4)], 'photo.jpg', { type: 'image/jpeg' });
    native.takePhoto.mockResolvedValueOnce({ access: 'granted', file: photo });
    const onPhoto = vi.fn();
    renderWithProviders(<NativeCameraCapture facing="environment" onPhoto={onPhoto} />);
    await userEvent.click(screen.getByRole('button', { name: 'ถ่ายรูป' }));
    expect(native.takePhoto).toHaveBeenCalledWith('camera', 'environment');
    expect(onPhoto).toHaveBeenCalledWith(photo);
  });

  it('refused: says why in Thai and opens the app settings on request', async () => {
    native.takePhoto.mockResolvedValueOnce({ access: 'denied' });
    const onPhoto = vi.fn();
    renderWithProviders(<NativeCameraCapture facing="user" onPhoto={onPhoto} />);
    await userEvent.click(screen.getByRole('button', { name: 'ถ่ายรูป' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('แอปยังไม่ได้รับอนุญาตให้ใช้กล้องหรือรูปภาพ');
    expect(onPhoto).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'เปิดการตั้งค่า' }));
    expect(native.openAppSettings).toHaveBeenCalledOnce();
  });

  it('limited library access: the photo still goes, with a note in English for an English reader', async () => {
    const photo = new File([new Uint8Array(4)], 'photo.jpg', { type: 'image/jpeg' });
    native.takePhoto.mockResolvedValueOnce({ access: 'limited', file: photo });
    const onPhoto = vi.fn();
    renderWithProviders(<NativeCameraCapture facing="environment" onPhoto={onPhoto} />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose from photos' }));
    expect(native.takePhoto).toHaveBeenCalledWith('photos', 'environment');
    expect(onPhoto).toHaveBeenCalledWith(photo);
    expect(await screen.findByText(/The app sees only the photos you allowed/)).toBeVisible();
  });
});
