import { answerOf } from '@fund/contract/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, problem, stubApi } from '../../test/stub-api.ts';
import type { ContractState } from './api.ts';

const agreement = (key: ContractState['agreements'][number]['key'], en: string, th: string) => ({
  key,
  title: { th, en },
  paragraphs: { th: [`${th} ข้อ 1`, `${th} ข้อ 2`], en: [`${en} clause 1`, `${en} clause 2`] },
});

const contract: ContractState = {
  version: 2,
  agreements: [
    agreement('management', 'Management Agreement', 'สัญญาการจัดการ'),
    agreement('powerOfAttorney', 'Power of Attorney', 'หนังสือมอบอำนาจ'),
    agreement('investmentPolicy', 'Investment Policy', 'นโยบายการลงทุน'),
  ],
  signed: null,
  canSign: true,
  missingSteps: [],
};

const signed = { version: 2, signedAt: '2026-11-23T07:30:00.000Z', contentHash: 'ab12', documentId: 'd1' };

/** A stand-in IntersectionObserver: the test says when a watched element comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Scrolls an agreement's box to its end: its sentinel becomes visible inside the box. */
function scrollToEnd(key: string) {
  const end = screen.getByTestId(`agreement-end-${key}`);
  const observer = FakeIntersectionObserver.instances.find((o) => o.targets.includes(end))!;
  expect(observer.options?.root).toBe(end.parentElement);
  act(() => {
    observer.callback(
      [{ target: end, isIntersecting: true } as unknown as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
  });
}

describe('contract', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('enables each acceptance only after its box was scrolled to the end, and signs with the three acceptances', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/contract': [
        answerOf('/kyc/contract', 'get', contract),
        answerOf('/kyc/contract', 'get', { ...contract, signed, canSign: false }),
      ],
      'POST /kyc/contract': answerOf(
        '/kyc/contract',
        'post',
        { ...signed, status: 'PENDING' },
        { status: 201 },
      ),
    });
    renderApp('/kyc/contract', { user: investor, language: 'en' });
    expect(await screen.findByRole('region', { name: 'Management Agreement' })).toBeVisible();
    expect(screen.getByText('Power of Attorney clause 2')).toBeVisible();
    const boxes = ['Management Agreement', 'Power of Attorney', 'Investment Policy'];
    for (const title of boxes) {
      expect(screen.getByRole('checkbox', { name: `I have read and accept the ${title}` })).toBeDisabled();
    }
    const sign = screen.getByRole('button', { name: 'Sign the contract' });
    expect(sign).toBeDisabled();

    scrollToEnd('management');
    const management = screen.getByRole('checkbox', {
      name: 'I have read and accept the Management Agreement',
    });
    expect(management).toBeEnabled();
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the Power of Attorney' }),
    ).toBeDisabled();
    await userEvent.click(management);
    scrollToEnd('powerOfAttorney');
    scrollToEnd('investmentPolicy');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Power of Attorney' }),
    );
    expect(sign).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the Investment Policy' }),
    );
    expect(sign).toBeEnabled();
    await userEvent.click(sign);

    expect(await screen.findByText('Contract signed')).toBeVisible();
    expect(callsTo('POST /kyc/contract')[0]?.body).toEqual({
      version: 2,
      accepted: { management: true, powerOfAttorney: true, investmentPolicy: true },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have signed the contract' }),
    ).toBeVisible();
    expect(screen.getByText('Contract version 2, signed on 23/11/2026 14:30')).toBeVisible();
    const view = screen.getByRole('link', { name: 'View signed contract' });
    expect(view).toHaveAttribute('href', '/api/kyc/contract/signed');
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('a text that fits its box without scrolling counts as read', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(400);
    stubApi({ 'GET /kyc/contract': answerOf('/kyc/contract', 'get', contract) });
    renderApp('/kyc/contract', { user: investor });
    const accept = await screen.findByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับสัญญาการจัดการ' });
    // The box is measured once the text is laid out, which can come after the checkbox first shows.
    await waitFor(() => expect(accept).toBeEnabled());
  });

  it('a refusal for unfinished steps lists them with links', async () => {
    stubApi({
      'GET /kyc/contract': answerOf('/kyc/contract', 'get', contract),
      'POST /kyc/contract': () =>
        problem(409, 'KYC_STEPS_INCOMPLETE', [], { details: { missing: ['bankAccount', 'fatca'] } }),
    });
    renderApp('/kyc/contract', { user: investor });
    await screen.findByRole('region', { name: 'สัญญาการจัดการ' });
    for (const key of ['management', 'powerOfAttorney', 'investmentPolicy']) scrollToEnd(key);
    for (const checkbox of screen.getAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'ลงนามในสัญญา' }));
    expect(
      await screen.findByRole('heading', { name: 'กรุณาทำขั้นตอนต่อไปนี้ให้เสร็จก่อนลงนามในสัญญา' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'แบบฟอร์ม FATCA' })).toHaveAttribute('href', '/kyc/fatca');
    expect(screen.getByRole('link', { name: 'บัญชีธนาคาร' })).toHaveAttribute('href', '/kyc');
  });

  it('a refusal without a list reads the contract state again for the missing steps', async () => {
    stubApi({
      'GET /kyc/contract': [
        answerOf('/kyc/contract', 'get', contract),
        answerOf('/kyc/contract', 'get', { ...contract, canSign: false, missingSteps: ['identityData'] }),
      ],
      'POST /kyc/contract': problem(409, 'KYC_STEPS_INCOMPLETE'),
    });
    renderApp('/kyc/contract', { user: investor, language: 'en' });
    await screen.findByRole('region', { name: 'Management Agreement' });
    for (const key of ['management', 'powerOfAttorney', 'investmentPolicy']) scrollToEnd(key);
    for (const checkbox of screen.getAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByRole('link', { name: 'Identity data check' })).toHaveAttribute('href', '/kyc');
  });

  it('the steps still open are listed before signing, and a stale version is said and reloaded', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/contract': answerOf('/kyc/contract', 'get', {
        ...contract,
        canSign: false,
        missingSteps: ['suitability'],
      }),
      'POST /kyc/contract': problem(409, 'KYC_CONTRACT_VERSION_STALE'),
    });
    renderApp('/kyc/contract', { user: investor, language: 'en' });
    expect(await screen.findByRole('link', { name: 'Suitability assessment' })).toHaveAttribute(
      'href',
      '/kyc/suitability',
    );
    for (const key of ['management', 'powerOfAttorney', 'investmentPolicy']) scrollToEnd(key);
    for (const checkbox of screen.getAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Sign the contract' }));
    await waitFor(() => expect(callsTo('GET /kyc/contract').length).toBeGreaterThan(1));
    expect(
      screen.getByText('The contract has been updated. Please read the latest version and accept it again.'),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the Management Agreement' }),
    ).not.toBeChecked();
  });

  it('with viewSignedContract off, the signed contract is not offered online and the reader learns how to get a copy', async () => {
    stubApi({
      'GET /kyc/contract': answerOf('/kyc/contract', 'get', { ...contract, signed, canSign: false }),
      'GET /feature-flags': flagsAnswer({ flags: { viewSignedContract: false } }),
    });
    renderApp('/kyc/contract', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'You have signed the contract' });
    expect(
      await screen.findByText(
        'The signed contract cannot be viewed online right now: please contact us for a copy',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View signed contract' })).toBeNull();
  });

  it('a signed-out reader is sent to log in first', async () => {
    stubApi();
    const { router } = renderApp('/kyc/contract');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?next=%2Fkyc%2Fcontract');
  });
});
