import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';

const created = (customerType: 'INDIVIDUAL' | 'JURISTIC' = 'INDIVIDUAL') =>
  answerOf(
    '/auth/signup',
    'post',
    {
      uuid: '0b5f6a0e-3b1d-4c1e-9a55-2f0f5d2b9c11',
      customerType,
      selfOpen: customerType === 'INDIVIDUAL',
      next: customerType === 'INDIVIDUAL' ? 'VERIFY_EMAIL' : 'CONTACT_CUSTOMER_SERVICE',
    },
    { status: 201 },
  );

async function openSignup(language: 'th' | 'en' = 'th') {
  const rendered = renderApp('/auth/signup', { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

async function fillValid({ saleCode = '' }: { saleCode?: string } = {}) {
  await userEvent.type(screen.getByLabelText('อีเมล'), 'new@example.com');
  await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'Strong!2026');
  await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'Strong!2026');
  if (saleCode) await userEvent.type(screen.getByLabelText('รหัสผู้แนะนำ (ถ้ามี)'), saleCode);
  await userEvent.click(screen.getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'));
  await userEvent.click(screen.getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท'));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

describe('SignupForm', () => {
  it('the privacy policy and the terms can be read in full before they are accepted', async () => {
    stubApi();
    await openSignup();
    const privacy = screen.getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว');
    expect(privacy).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'อ่านนโยบายความเป็นส่วนตัว' }));
    const policy = screen.getByRole('dialog', { name: /^นโยบายความเป็นส่วนตัว \(ฉบับ 2026-01\)$/ });
    expect(policy).toHaveTextContent('พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล');
    await userEvent.click(screen.getByRole('button', { name: 'ยอมรับนโยบายความเป็นส่วนตัว' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(privacy).toBeChecked();

    const terms = screen.getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท');
    await userEvent.click(screen.getByRole('button', { name: 'อ่านข้อกำหนดและเงื่อนไข' }));
    expect(screen.getByRole('dialog', { name: /ข้อกำหนดและเงื่อนไขการใช้บริการ/ })).toHaveTextContent(
      'บุคคลหนึ่งมีได้เพียงหนึ่งบัญชี',
    );
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(terms).not.toBeChecked();
  });

  it('shows every required-field message and calls nothing', async () => {
    const { callsTo } = stubApi();
    await openSignup();
    await submit();
    expect(descriptionOf(screen.getByLabelText('อีเมล'))).toBe('กรุณากรอกอีเมล');
    expect(descriptionOf(screen.getByLabelText('รหัสผ่าน'))).toContain('กรุณากรอกรหัสผ่าน');
    expect(descriptionOf(screen.getByLabelText('ยืนยันรหัสผ่าน'))).toBe('รหัสผ่านไม่ตรงกัน');
    expect(descriptionOf(screen.getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'))).toBe(
      'กรุณายอมรับนโยบายความเป็นส่วนตัว',
    );
    expect(descriptionOf(screen.getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท'))).toBe(
      'กรุณายอมรับข้อกำหนดและเงื่อนไขของบริษัท',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('อีเมล'));
    expect(callsTo('POST /auth/signup')).toHaveLength(0);
  });

  it('words the consent, sale code and confirmation messages as spec §8 does in English', async () => {
    stubApi();
    await openSignup('en');
    await userEvent.type(screen.getByLabelText('E-mail'), 'bad-email');
    await userEvent.type(screen.getByLabelText('Password'), 'Strong!2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Strong!2027');
    await userEvent.type(screen.getByLabelText('Sale code (optional)'), 'M12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(descriptionOf(screen.getByLabelText('E-mail'))).toBe('Invalid Email');
    expect(descriptionOf(screen.getByLabelText('Confirm password'))).toBe('passwords are not matched');
    expect(descriptionOf(screen.getByLabelText('Sale code (optional)'))).toContain(
      'Sale code is not correct, please fill the correct Sale code',
    );
    expect(descriptionOf(screen.getByLabelText('I accept the Privacy Policy'))).toBe(
      'Please accept the Privacy Policy',
    );
    expect(descriptionOf(screen.getByLabelText("I accept the company's terms and conditions"))).toBe(
      "Please accept the company's terms and conditions",
    );
  });

  it('applies the shared password policy: each missing class has its message', async () => {
    stubApi();
    await openSignup();
    const password = screen.getByLabelText('รหัสผ่าน');
    for (const [typed, message] of [
      ['Ab1!', 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร'],
      ['abcdefg1!', 'รหัสผ่านต้องมีตัวพิมพ์ใหญ่'],
      ['ABCDEFG1!', 'รหัสผ่านต้องมีตัวพิมพ์เล็ก'],
      ['Abcdefgh!', 'รหัสผ่านต้องมีตัวเลข'],
      ['Abcdefgh1', 'รหัสผ่านต้องมีอักขระพิเศษ'],
    ] as const) {
      await userEvent.clear(password);
      await userEvent.type(password, typed);
      await submit();
      expect(descriptionOf(password)).toContain(message);
    }
  });

  it('posts the spec body with consents, then opens the OTP step with the resend waiting', async () => {
    const { callsTo } = stubApi({ 'POST /auth/signup': created() });
    const { router } = await openSignup();
    await fillValid({ saleCode: 'mf0001' });
    await userEvent.click(screen.getByLabelText('ฉันยินยอมรับข่าวสารและข้อเสนอทางการตลาด (ไม่บังคับ)'));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify-email'));
    expect(callsTo('POST /auth/signup')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'Strong!2026',
      customerType: 'INDIVIDUAL',
      saleCode: 'MF0001',
      companyName: '',
      consents: { privacyPolicy: true, terms: true, marketing: true },
      language: 'th',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ยืนยันอีเมล' })).toBeVisible();
    expect(screen.getByText(/new@example.com/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้งได้ใน 60 วินาที' })).toHaveProperty('disabled', true);
  });

  it('puts the API refusal of an unknown sale code on the sale code field', async () => {
    stubApi({ 'POST /auth/signup': problem(422, 'AUTH_SALE_CODE_UNKNOWN') });
    await openSignup();
    await fillValid({ saleCode: 'ZZ9999' });
    await submit();
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('รหัสผู้แนะนำ (ถ้ามี)'))).toContain(
        'รหัสผู้แนะนำไม่ถูกต้อง กรุณากรอกรหัสผู้แนะนำให้ถูกต้อง',
      ),
    );
  });

  it('a juristic account needs the company name and is sent to customer service', async () => {
    const { callsTo } = stubApi({ 'POST /auth/signup': created('JURISTIC') });
    await openSignup();
    await userEvent.click(screen.getByLabelText('นิติบุคคล'));
    await fillValid();
    await submit();
    expect(descriptionOf(screen.getByLabelText('ชื่อบริษัท'))).toBe('กรุณากรอกชื่อบริษัท');
    await userEvent.type(screen.getByLabelText('ชื่อบริษัท'), 'Acme Co., Ltd.');
    await submit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'บัญชีนิติบุคคลเปิดผ่านฝ่ายบริการลูกค้า' }),
    ).toBeVisible();
    expect(screen.getByText('เวลาทำการ 09:00–18:00 น.')).toBeVisible();
    expect(screen.getByRole('link', { name: /LINE/ })).toBeVisible();
    expect(callsTo('POST /auth/signup')[0]?.body).toMatchObject({
      customerType: 'JURISTIC',
      companyName: 'Acme Co., Ltd.',
    });
  });
});

describe('the juristic sign-up page', () => {
  it('explains the steps and the documents, and asks for a call back about a juristic account', async () => {
    const { callsTo } = stubApi({
      'POST /contact-requests': answerOf(
        '/contact-requests',
        'post',
        { id: 1, reference: 'C-1' },
        { status: 201 },
      ),
    });
    renderApp('/auth/signup?type=juristic', { language: 'th' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'บัญชีนิติบุคคลเปิดผ่านฝ่ายบริการลูกค้า' }),
    ).toBeVisible();
    const steps = screen.getByRole('heading', { name: 'ขั้นตอนการเปิดบัญชีนิติบุคคล' }).nextElementSibling!;
    expect(steps.querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByText('หนังสือรับรองบริษัท')).toBeVisible();
    expect(screen.getByText('มติคณะกรรมการ')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'ขอให้ติดต่อกลับเรื่องเปิดบัญชีนิติบุคคล' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox')).toHaveDisplayValue('เปิดบัญชีนิติบุคคล');
    await userEvent.type(within(dialog).getByLabelText('ชื่อ-นามสกุล'), 'สมชาย ใจดี');
    await userEvent.type(within(dialog).getByLabelText('อีเมล'), 'cfo@example.com');
    await userEvent.type(within(dialog).getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งข้อมูล' }));
    await waitFor(() =>
      expect(callsTo('POST /contact-requests')[0]?.body).toMatchObject({
        topic: 'JURISTIC_ACCOUNT',
        email: 'cfo@example.com',
      }),
    );
  });

  it('reads in English', async () => {
    stubApi();
    renderApp('/auth/signup?type=juristic', { language: 'en' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Juristic accounts are opened through customer service',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Ask for a call back about a juristic account' }),
    ).toBeVisible();
    expect(screen.getByText('Shareholder list')).toBeVisible();
  });
});
