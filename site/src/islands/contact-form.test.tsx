import { problemOf } from '@fund/contract/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enquiryAnswer, stubApi } from '../../test/stub-api.ts';
import { ContactForm } from './contact-form.tsx';

async function fillValid(user: ReturnType<typeof userEvent.setup>, language: 'th' | 'en') {
  const labels =
    language === 'th'
      ? { name: 'ชื่อ-นามสกุล', email: 'อีเมล', phone: 'เบอร์โทรศัพท์', topic: 'เรื่องที่ต้องการติดต่อ' }
      : { name: 'Full name', email: 'E-mail', phone: 'Phone number', topic: 'Topic' };
  await user.type(screen.getByLabelText(labels.name, { exact: false }), 'Somchai Jaidee');
  await user.type(screen.getByLabelText(labels.email, { exact: false }), 'somchai@example.com');
  await user.type(screen.getByLabelText(labels.phone, { exact: false }), '081-234 5678');
  await user.selectOptions(screen.getByLabelText(labels.topic, { exact: false }), 'INVESTMENT_ADVICE');
}

describe('ContactForm island', () => {
  it('refuses an empty form in Thai, sends nothing and moves focus to the first field to fix', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    render(<ContactForm locale="th" formId="t" />);
    await user.click(screen.getByRole('button', { name: 'ให้เราติดต่อกลับ' }));
    expect(screen.getByText('กรุณากรอกชื่อ')).toBeVisible();
    expect(screen.getByText('กรุณากรอกอีเมล')).toBeVisible();
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeVisible();
    expect(screen.getByText('กรุณาเลือกเรื่องที่ต้องการติดต่อ')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('ชื่อ-นามสกุล', { exact: false })),
    );
  });

  it('uses the spec wording in English for missing and malformed email and phone', async () => {
    const user = userEvent.setup();
    stubApi();
    render(<ContactForm locale="en" formId="t" />);
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(screen.getByText('Please enter email')).toBeVisible();
    expect(screen.getByText('Please enter your phone number')).toBeVisible();
    await user.type(screen.getByLabelText('E-mail', { exact: false }), 'somchai@');
    await user.type(screen.getByLabelText('Phone number', { exact: false }), '12345');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    const email = screen.getByLabelText('E-mail', { exact: false });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('t-email-error');
  });

  it('posts the contact request as JSON and shows the reference', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(() => enquiryAnswer('/contact-requests', 7, 'CB-2026-0007'));
    render(<ContactForm locale="en" formId="t" />);
    await fillValid(user, 'en');
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(await screen.findByText('Reference CB-2026-0007')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/csrf');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('token-1');
    expect(url).toBe('/api/contact-requests');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Somchai Jaidee',
      email: 'somchai@example.com',
      phone: '0812345678',
      topic: 'INVESTMENT_ADVICE',
      language: 'en',
    });
    expect((screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('keeps everything typed when the API refuses, and translates its code and fields', async () => {
    const user = userEvent.setup();
    stubApi(() =>
      problemOf(400, 'VALIDATION_FAILED', {
        errors: [{ field: 'body.email', code: 'string.email', message: 'must be a valid email' }],
      }),
    );
    render(<ContactForm locale="th" formId="t" />);
    await fillValid(user, 'th');
    await user.click(screen.getByRole('button', { name: 'ให้เราติดต่อกลับ' }));
    expect(await screen.findByText('ข้อมูลไม่ครบถ้วนหรือไม่ถูกต้อง กรุณาตรวจสอบและกรอกใหม่อีกครั้ง')).toBeVisible();
    expect(screen.getByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeVisible();
    expect((screen.getByLabelText('ชื่อ-นามสกุล', { exact: false }) as HTMLInputElement).value).toBe(
      'Somchai Jaidee',
    );
    expect((screen.getByLabelText('เบอร์โทรศัพท์', { exact: false }) as HTMLInputElement).value).toBe(
      '081-234 5678',
    );
  });

  it('explains a rate limit and a network failure without clearing the form', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(() => problemOf(429, 'RATE_LIMITED'));
    render(<ContactForm locale="en" formId="t" />);
    await fillValid(user, 'en');
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeVisible();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(
      await screen.findByText('We could not reach our server. Check your connection and try again.'),
    ).toBeVisible();
    expect((screen.getByLabelText('E-mail', { exact: false }) as HTMLInputElement).value).toBe(
      'somchai@example.com',
    );
  });
});
