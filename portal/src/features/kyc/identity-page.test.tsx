import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { completeness, progressBase } from '../portfolio/test-fixtures.ts';

const progress = answerOf('/kyc/progress', 'get', {
  ...progressBase,
  steps: [{ key: 'identityPhoto', status: 'WAITING', idFront: false, idBack: false, selfie: false }],
  completeness: completeness(1),
  readyToInvest: false,
  readiness: { ...progressBase.readiness, kyc: false, isVerified: false, contract: false, liveness: false },
});
const draftSaved = () => answerOf('/kyc/identity', 'put', { draft: true });
/**
 * Answers PUT /kyc/identity: drafts (saved while typing) are accepted, and the form sent for real gets the given
 * answers in turn. The last call is the one being answered, since the stub records it first.
 */
function realSubmits(answers: Response[]) {
  let real = 0;
  return () => {
    const body = current.calls.filter((call) => call.path === '/kyc/identity' && call.method === 'PUT').at(-1)
      ?.body as { draft: boolean };
    if (body.draft) return draftSaved();
    const answer = answers[Math.min(real, answers.length - 1)]!;
    real += 1;
    return answer.clone();
  };
}

let current: ReturnType<typeof stubApi>;
const stub = (answers: Parameters<typeof stubApi>[0]) => {
  current = stubApi(answers);
  return current;
};

const empty = () =>
  answerOf('/kyc/identity', 'get', {
    saved: null,
    draft: null,
    status: 'WAITING',
    passDopa: false,
    liveness: 'WAITING',
  });

async function fillValidIdentity(birthDate: string) {
  await userEvent.type(await screen.findByLabelText('13-digit national ID number'), '1103700000003');
  await userEvent.type(screen.getByLabelText('Laser ID (back of the card)'), 'JT1234567890');
  await userEvent.selectOptions(screen.getByLabelText('Title (Thai)'), 'นาย');
  await userEvent.type(screen.getByLabelText('First name (Thai)'), 'สมชาย');
  await userEvent.type(screen.getByLabelText('Last name (Thai)'), 'ใจดี');
  await userEvent.selectOptions(screen.getByLabelText('Title (English)'), 'Mr.');
  await userEvent.type(screen.getByLabelText('First name (English)'), 'Somchai');
  await userEvent.type(screen.getByLabelText('Last name (English)'), 'Jaidee');
  await userEvent.type(screen.getByLabelText('Date of birth (DD/MM/YYYY)'), birthDate);
  await userEvent.click(screen.getByLabelText('Lifetime card'));
}

/** Filling a long form keystroke by keystroke takes seconds when the machine is busy. */
const longFormMs = 20_000;

describe('identity page', { timeout: longFormMs }, () => {
  it('refuses 13 digits with a wrong check digit as not valid, not as "enter 13 digits"', async () => {
    const { callsTo } = stub({
      'GET /kyc/progress': progress,
      'GET /kyc/identity': empty(),
      'PUT /kyc/identity': draftSaved,
    });
    renderApp('/kyc/identity', { user: investor });
    await userEvent.type(await screen.findByLabelText('เลขบัตรประชาชน 13 หลัก'), '1103700000004');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันข้อมูล' }));
    expect(descriptionOf(screen.getByLabelText('เลขบัตรประชาชน 13 หลัก'))).toBe(
      'เลขบัตรประชาชนนี้ไม่ถูกต้อง: เลขหลักสุดท้าย (เลขตรวจสอบ) ไม่ตรงกับ 12 หลักแรก กรุณาตรวจสอบกับบัตรอีกครั้ง',
    );
    expect(
      callsTo('PUT /kyc/identity').filter((call) => (call.body as { draft: boolean }).draft === false),
    ).toEqual([]);
  });

  it('asks for 13 digits when fewer were typed (the spec message)', async () => {
    stub({ 'GET /kyc/progress': progress, 'GET /kyc/identity': empty(), 'PUT /kyc/identity': draftSaved });
    renderApp('/kyc/identity', { user: investor });
    await userEvent.type(await screen.findByLabelText('เลขบัตรประชาชน 13 หลัก'), '110370000000');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันข้อมูล' }));
    expect(descriptionOf(screen.getByLabelText('เลขบัตรประชาชน 13 หลัก'))).toBe('กรุณากรอกเลขบัตรประชาชน 13 หลัก');
  });

  it('blocks an applicant under 20 with the spec message and sends nothing', async () => {
    const { callsTo } = stub({
      'GET /kyc/progress': progress,
      'GET /kyc/identity': empty(),
      'PUT /kyc/identity': draftSaved,
    });
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    const year = new Date().getFullYear() - 19;
    await fillValidIdentity(`01/01/${year}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm identity data' }));
    expect(
      await screen.findByText('Unable to proceed since you are below the age of 20 years'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm identity data' })).toBeNull();
    expect(
      callsTo('PUT /kyc/identity').some((call) => (call.body as { draft: boolean }).draft === false),
    ).toBe(false);
  });

  it('sends the form with a Buddhist-era birth date and shows the DOPA mismatch message', async () => {
    const { callsTo } = stub({
      'GET /kyc/progress': progress,
      'GET /kyc/identity': empty(),
      'PUT /kyc/identity': realSubmits([
        problem(422, 'KYC_IDENTITY_MISMATCH'),
        answerOf('/kyc/identity', 'put', { status: 'PENDING', passDopa: true, liveness: 'PENDING' }),
      ]),
    });
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    await fillValidIdentity('15/03/2533');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm identity data' }));
    expect(
      await screen.findByText('Your information is invalid, please check and retry again'),
    ).toBeVisible();
    const sent = callsTo('PUT /kyc/identity').find(
      (call) => (call.body as { draft: boolean }).draft === false,
    );
    expect(sent?.body).toMatchObject({
      nationalId: '1103700000003',
      laserId: 'JT1234567890',
      birthDate: '15/03/2533',
      idLifetime: true,
      idExpiry: null,
      firstNameTh: 'สมชาย',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm identity data' }));
    expect(
      await screen.findByText('Liveness verified. Please wait 2-3 working days for the review.'),
    ).toBeVisible();
  });

  it(
    'names the field DOPA found different, beside the form message',
    async () => {
      stub({
        'GET /kyc/progress': progress,
        'GET /kyc/identity': empty(),
        'PUT /kyc/identity': realSubmits([
          problem(422, 'KYC_IDENTITY_MISMATCH', [
            { field: 'body.birthDate', code: 'KYC_IDENTITY_FIELD_MISMATCH', message: 'Does not match' },
          ]),
        ]),
      });
      renderApp('/kyc/identity', { user: investor, language: 'en' });
      await fillValidIdentity('15/03/2533');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm identity data' }));
      expect(
        await screen.findByText('Your information is invalid, please check and retry again'),
      ).toBeVisible();
      expect(descriptionOf(screen.getByLabelText('Date of birth (DD/MM/YYYY)'))).toContain(
        'Does not match the card registered with the Department of Provincial Administration',
      );
      expect(screen.getByLabelText('Laser ID (back of the card)')).not.toHaveAttribute('aria-invalid');
    },
    longFormMs,
  );

  it('shows the liveness failure message', async () => {
    stub({
      'GET /kyc/progress': progress,
      'GET /kyc/identity': empty(),
      'PUT /kyc/identity': realSubmits([problem(422, 'KYC_LIVENESS_FAILED')]),
    });
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    await fillValidIdentity('15/03/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm identity data' }));
    expect(await screen.findByText('Identity verification failed. Please try again.')).toBeVisible();
  });

  it('refuses an ID already on another account, in Thai, with the way to recover that account', async () => {
    stub({
      'GET /kyc/progress': progress,
      'GET /kyc/identity': empty(),
      'PUT /kyc/identity': realSubmits([problem(409, 'KYC_ID_HELD_BY_ANOTHER_ACCOUNT')]),
    });
    renderApp('/kyc/identity', { user: investor });
    await userEvent.type(await screen.findByLabelText('เลขบัตรประชาชน 13 หลัก'), '1103700000003');
    await userEvent.type(screen.getByLabelText('เลขหลังบัตร (Laser ID)'), 'JT1234567890');
    await userEvent.selectOptions(screen.getByLabelText('คำนำหน้า (ไทย)'), 'นาย');
    await userEvent.type(screen.getByLabelText('ชื่อ (ไทย)'), 'สมชาย');
    await userEvent.type(screen.getByLabelText('นามสกุล (ไทย)'), 'ใจดี');
    await userEvent.selectOptions(screen.getByLabelText('คำนำหน้า (อังกฤษ)'), 'Mr.');
    await userEvent.type(screen.getByLabelText('ชื่อ (อังกฤษ)'), 'Somchai');
    await userEvent.type(screen.getByLabelText('นามสกุล (อังกฤษ)'), 'Jaidee');
    await userEvent.type(screen.getByLabelText('วันเกิด (วว/ดด/ปปปป)'), '15/03/2533');
    await userEvent.click(screen.getByLabelText('บัตรตลอดชีพ'));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันข้อมูล' }));
    expect(await screen.findByText(/ใช้เปิดบัญชีอื่นไว้แล้ว/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'กู้คืนบัญชีเดิมของคุณ' })).toHaveAttribute(
      'href',
      '/auth/account-recovery',
    );
    // What was typed stays, so nothing is lost if the card was mistyped.
    expect(screen.getByLabelText('เลขบัตรประชาชน 13 หลัก')).toHaveValue('1103700000003');
  });

  it('uploads each photo with its kind and previews it', async () => {
    const { fetchMock } = stub({
      'GET /kyc/progress': progress,
      'GET /kyc/identity': empty(),
      'POST /kyc/files': () =>
        answerOf(
          '/kyc/files',
          'post',
          { id: '1', kind: 'ID_BACK', mimeType: 'image/png', sizeBytes: 4, createdAt: '' },
          { status: 201 },
        ),
    });
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'back.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Choose file: ID card back'), photo);
    expect(await screen.findByRole('img', { name: 'Preview of ID card back' })).toBeVisible();
    const upload = fetchMock.mock.calls.find(([url]) => String(url) === '/api/kyc/files');
    const body = upload?.[1]?.body as FormData;
    expect(body.get('kind')).toBe('ID_BACK');
    expect((body.get('file') as File).name).toBe('back.png');
    expect(new Headers(upload?.[1]?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(await screen.findByText('Uploaded')).toBeVisible();
  });

  it('restores the server draft after a remount, so nothing typed is lost', async () => {
    let stored: unknown = null;
    const { callsTo } = stub({
      'GET /kyc/progress': progress,
      'GET /kyc/identity': () =>
        answerOf('/kyc/identity', 'get', {
          saved: null,
          // The draft the form sent, which the API keeps as it came.
          draft: stored as Answer<'/kyc/identity'>['draft'],
          status: 'WAITING',
          passDopa: false,
          liveness: 'WAITING',
        }),
      'PUT /kyc/identity': (() => answerOf('/kyc/identity', 'put', { draft: true })) as () => Response,
    });
    const first = renderApp('/kyc/identity', { user: investor, language: 'en' });
    const laser = await screen.findByLabelText('Laser ID (back of the card)');
    await userEvent.type(laser, 'JT1234567890');
    await userEvent.tab();
    await waitFor(() => expect(callsTo('PUT /kyc/identity').length).toBeGreaterThan(0));
    stored = callsTo('PUT /kyc/identity').at(-1)?.body;
    expect(stored).toMatchObject({ draft: true, laserId: 'JT1234567890' });
    first.unmount();
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    expect(await screen.findByDisplayValue('JT1234567890')).toBeVisible();
  });
});
