import type { Answer, ItemOf } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { completeness, progressBase } from '../portfolio/test-fixtures.ts';

type Progress = Answer<'/kyc/progress'>;
type Step = ItemOf<Progress['steps']>;

const step = (key: Step['key'], status: Step['status'], extra: Partial<Step> = {}): Step => ({
  key,
  status,
  ...extra,
});

const progress = (steps: Step[], extra: Partial<Progress> = {}) =>
  answerOf('/kyc/progress', 'get', {
    ...progressBase,
    steps,
    completeness: completeness(3),
    readyToInvest: false,
    readiness: { ...progressBase.readiness, contract: false },
    ...extra,
  });

const allDone = [
  step('emailVerification', 'VERIFIED'),
  step('identityPhoto', 'PENDING', { idFront: true, idBack: true, selfie: true }),
  step('identityData', 'PENDING'),
  step('personalInfo', 'PENDING', { general: true, personal: true }),
  step('bankAccount', 'PENDING'),
  step('suitability', 'PENDING'),
  step('fatca', 'VERIFIED'),
  step('contract', 'PENDING'),
];

async function stepItem(name: string) {
  return within((await screen.findByRole('heading', { level: 2, name })).closest('li')!);
}

describe('onboarding progress page', () => {
  it('shows each step with its caption and action, the reasons, the deadline and the score', async () => {
    stubApi({
      'GET /kyc/progress': progress(
        [
          step('emailVerification', 'VERIFIED'),
          step('identityPhoto', 'PENDING', { idFront: true, idBack: true, selfie: true }),
          step('identityData', 'REJECT'),
          step('personalInfo', 'WAITING', { general: true, personal: false, hasDraft: true }),
          step('bankAccount', 'WAITING'),
          step('suitability', 'REVIEW'),
          step('fatca', 'PENDING_REJECT'),
          step('contract', 'WAITING'),
        ],
        {
          case: {
            status: 'REVIEW',
            submittedAt: '2026-11-20T03:00:00.000Z',
            deadline: '2026-11-30T10:00:00.000Z',
            reasons: [{ step: 'identityData', reason: 'The laser ID does not match the card' }],
          },
        },
      ),
    });
    renderApp('/kyc', { user: investor, language: 'en' });
    expect(await screen.findByText('Account completeness 3/9')).toBeVisible();
    expect((await stepItem('Email verification')).getByText('Success')).toBeVisible();
    expect(
      (await stepItem('ID card and selfie photos')).getByText('Pending (waiting for approval)'),
    ).toBeVisible();
    const identity = await stepItem('Identity data check');
    expect(identity.getByText('Re-enter data', { selector: '.kyc-chip' })).toBeVisible();
    expect(identity.getByText('The laser ID does not match the card')).toBeVisible();
    expect(identity.getByRole('link', { name: 'Re-enter data: Identity data check' })).toHaveAttribute(
      'href',
      '/kyc/identity',
    );
    const personal = await stepItem('General and personal information');
    expect(personal.getByText('Waiting (not yet successful)')).toBeVisible();
    expect(personal.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', '/kyc/personal');
    const bank = await stepItem('Bank account');
    expect(bank.getByText('Not complete')).toBeVisible();
    expect(bank.getByRole('link', { name: /^Start/ })).toHaveAttribute('href', '/kyc/bank-account');
    expect(
      (await stepItem('Suitability assessment (3 parts)')).getByText('Review information'),
    ).toBeVisible();
    expect((await stepItem('FATCA (US person status)')).getByText('Waiting for check')).toBeVisible();
    expect(screen.getByText('Please revise your information by 30/11/2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/kyc/identity',
    );
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('a rejected step without reasons reads "reject (fill in information)" in Thai', async () => {
    stubApi({ 'GET /kyc/progress': progress([step('bankAccount', 'REJECT')]) });
    renderApp('/kyc', { user: investor });
    const bank = await stepItem('บัญชีธนาคาร');
    expect(bank.getByText('ไม่ผ่าน (กรุณากรอกข้อมูล)')).toBeVisible();
    expect(bank.getByRole('link', { name: /^กรอกข้อมูลใหม่/ })).toBeVisible();
  });

  it('offers the submit button only when every step is done, then shows the pending approval', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/progress': [
        progress(allDone),
        progress(allDone, {
          case: { status: 'PENDING', submittedAt: '2026-11-23T03:00:00.000Z', deadline: null, reasons: [] },
        }),
      ],
      'POST /kyc/submit': answerOf('/kyc/submit', 'post', {
        status: 'PENDING',
        submittedAt: '2026-11-23T03:00:00.000Z',
      }),
    });
    renderApp('/kyc', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Pending approval' })).toBeVisible();
    expect(callsTo('POST /kyc/submit')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('names the missing steps when the API finds the case incomplete', async () => {
    stubApi({
      'GET /kyc/progress': progress(allDone),
      'POST /kyc/submit': () =>
        problem(409, 'KYC_STEPS_INCOMPLETE', [], { details: { missing: ['contract'] } }),
    });
    renderApp('/kyc', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Steps still to complete: Contract agreement')).toBeVisible();
  });

  it('does not offer submitting while a step is not done', async () => {
    stubApi({
      'GET /kyc/progress': progress([...allDone.slice(0, -1), step('contract', 'WAITING')]),
    });
    renderApp('/kyc', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'Contract agreement' });
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('sends juristic customers to customer service instead of the steps', async () => {
    stubApi({
      'GET /kyc/progress': progress([step('emailVerification', 'VERIFIED')], { customerService: true }),
    });
    renderApp('/kyc', { user: { ...investor, customerType: 'JURISTIC' } });
    expect(await screen.findByRole('heading', { name: 'บัญชีนิติบุคคลเปิดผ่านฝ่ายบริการลูกค้า' })).toBeVisible();
    expect(screen.getByRole('link', { name: /ติดต่อผ่าน LINE/ })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'ยืนยันอีเมล' })).toBeNull();
  });

  it('tells a desktop user to take the photos on a phone with a QR code and a link', async () => {
    stubApi({
      'GET /kyc/progress': progress([step('identityPhoto', 'WAITING')]),
      'POST /kyc/handoff': answerOf(
        '/kyc/handoff',
        'post',
        {
          url: 'https://portal.example/kyc/handoff?token=abc',
          qrDataUrl: 'data:image/png;base64,AAA',
          expiresAt: '',
        },
        { status: 201 },
      ),
    });
    renderApp('/kyc', { user: investor, language: 'en' });
    const photo = await stepItem('ID card and selfie photos');
    const qr = await photo.findByRole('img', { name: 'QR code that opens the photo step on your phone' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,AAA');
    expect(photo.getByRole('link', { name: 'Open on your phone' })).toHaveAttribute(
      'href',
      'https://portal.example/kyc/handoff?token=abc',
    );
  });

  it('the phone redeems the hand-off token and opens the photo step signed in', async () => {
    const { callsTo } = stubApi({
      'POST /kyc/handoff/redeem': answerOf('/kyc/handoff/redeem', 'post', { uuid: investor.uuid }),
      'GET /me': answerOf('/me', 'get', { user: investor }),
      'GET /kyc/progress': progress([step('identityPhoto', 'WAITING')]),
      'GET /kyc/identity': answerOf('/kyc/identity', 'get', {
        saved: null,
        draft: null,
        status: 'WAITING',
        passDopa: false,
        liveness: 'WAITING',
      }),
      'POST /kyc/handoff': problem(429, 'RATE_LIMITED'),
    });
    const { router } = renderApp('/kyc/handoff?token=tok-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/identity'));
    expect(callsTo('POST /kyc/handoff/redeem')[0]?.body).toEqual({ token: 'tok-1' });
  });
});
