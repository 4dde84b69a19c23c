import { problemOf } from '@fund/contract/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enquiryAnswer, stubApi } from '../../test/stub-api.ts';
import { ComplaintForm } from './complaint-form.tsx';

const fiveMegabytes = 5 * 1024 * 1024;

function makeFile(name: string, type: string, size?: number) {
  const file = new File(['%PDF-1.7 evidence'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

// The file input's accept list would stop the browser offering other files; the form must still refuse them.
const setup = () => userEvent.setup({ applyAccept: false });

async function fillText(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText('E-mail', { exact: false }), 'somchai@example.com');
  await user.type(screen.getByLabelText('Registered phone number', { exact: false }), '02 123 4567');
  await user.selectOptions(screen.getByLabelText('Problem type', { exact: false }), 'TRANSACTION');
  await user.type(screen.getByLabelText('Details', { exact: false }), 'My top-up has not arrived.');
}

describe('ComplaintForm island', () => {
  it('asks for a file when none is chosen and sends nothing', async () => {
    const user = setup();
    const fetchMock = stubApi();
    render(<ComplaintForm locale="en" />);
    await fillText(user);
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(screen.getByText('Please select file')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or over 5 MB as soon as it is chosen', async () => {
    const user = setup();
    stubApi();
    render(<ComplaintForm locale="th" />);
    const input = screen.getByLabelText('ไฟล์แนบ', { exact: false }) as HTMLInputElement;
    expect(input.accept).toBe('.jpg,.jpeg,.png,.pdf');
    await user.upload(input, makeFile('setup.exe', 'application/octet-stream'));
    expect(screen.getByText('รองรับเฉพาะไฟล์ JPG, PNG หรือ PDF')).toBeVisible();
    await user.upload(input, makeFile('statement.pdf', 'application/pdf', fiveMegabytes + 1));
    expect(screen.getByText('ไฟล์ต้องมีขนาดไม่เกิน 5 MB')).toBeVisible();
    await user.upload(input, makeFile('statement.pdf', 'application/pdf', fiveMegabytes));
    expect(screen.queryByText('ไฟล์ต้องมีขนาดไม่เกิน 5 MB')).toBeNull();
  });

  it('lists every missing field in Thai, with the spec wording for the problem', async () => {
    const user = setup();
    stubApi();
    render(<ComplaintForm locale="th" />);
    await user.click(screen.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }));
    expect(screen.getByText('กรุณากรอกอีเมล')).toBeVisible();
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeVisible();
    expect(screen.getByText('กรุณาเลือกประเภทปัญหา')).toBeVisible();
    expect(screen.getByText('กรุณาระบุปัญหา')).toBeVisible();
    expect(screen.getByText('กรุณาเลือกไฟล์')).toBeVisible();
  });

  it('sends the complaint as multipart form data and shows the reference', async () => {
    const user = setup();
    const fetchMock = stubApi(() => enquiryAnswer('/complaints', 3, 'CP-2026-0003'));
    render(<ComplaintForm locale="th" />);
    await user.type(screen.getByLabelText('อีเมล', { exact: false }), 'somchai@example.com');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์ที่ลงทะเบียนไว้', { exact: false }), '081-234-5678');
    await user.selectOptions(screen.getByLabelText('ประเภทปัญหา', { exact: false }), 'ACCOUNT');
    await user.type(screen.getByLabelText('รายละเอียด', { exact: false }), 'เข้าสู่ระบบไม่ได้');
    const file = makeFile('slip.png', 'image/png');
    await user.upload(screen.getByLabelText('ไฟล์แนบ', { exact: false }), file);
    await user.click(screen.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }));
    expect(await screen.findByText('ส่งเรื่องร้องเรียนเรียบร้อยแล้ว')).toBeVisible();
    expect(screen.getByText('เลขที่อ้างอิง CP-2026-0003')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/csrf');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('token-1');
    expect(url).toBe('/api/complaints');
    expect(init?.method).toBe('POST');
    // The browser sets the multipart boundary itself, so no Content-Type is given.
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual({
      email: 'somchai@example.com',
      phone: '0812345678',
      problemType: 'ACCOUNT',
      detail: 'เข้าสู่ระบบไม่ได้',
      language: 'th',
    });
    expect((body.get('file') as File).name).toBe('slip.png');
  });

  it('keeps the typed complaint and marks the file when the API refuses it', async () => {
    const user = setup();
    stubApi(() => problemOf(413, 'FILE_TOO_LARGE'));
    render(<ComplaintForm locale="en" />);
    await fillText(user);
    await user.upload(
      screen.getByLabelText('Attachment', { exact: false }),
      makeFile('scan.jpg', 'image/jpeg'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(await screen.findAllByText('The file must be 5 MB or smaller')).toHaveLength(2);
    expect((screen.getByLabelText('Details', { exact: false }) as HTMLTextAreaElement).value).toBe(
      'My top-up has not arrived.',
    );
  });
});
