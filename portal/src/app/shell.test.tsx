import { answerOf } from '@fund/contract/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useGlobalLoading } from '../components/global-loading/global-loading.tsx';
import { interestPopupWidth } from '../components/interest-popup/interest-popup.tsx';
import { investor, renderApp } from '../test/render-app.tsx';
import { descriptionOf, renderWithProviders } from '../test/render-with-providers.tsx';
import { stubApi } from '../test/stub-api.ts';

describe('consent popup', () => {
  it('offers Accept and Decline; Accept is remembered for later visits', async () => {
    stubApi();
    const first = renderApp('/', { showConsent: true });
    const popup = await screen.findByRole('dialog', { name: 'นโยบายความเป็นส่วนตัวและการเปิดเผยข้อมูล' });
    expect(popup).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ยอมรับ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('privacyConsent')).toBe('accepted');
    first.unmount();
    renderApp('/', { showConsent: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Decline hides it for this visit only', async () => {
    stubApi();
    const first = renderApp('/', { showConsent: true, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('privacyConsent')).toBeNull();
    first.unmount();
    const second = renderApp('/', { showConsent: true, language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // A new visit (a new tab session) asks again.
    second.unmount();
    window.sessionStorage.clear();
    renderApp('/', { showConsent: true, language: 'en' });
    expect(
      await screen.findAllByRole('dialog', { name: 'Privacy policy and publicity of information' }),
    ).toHaveLength(1);
  });
});

describe('PIN setup prompt', () => {
  const signInAndLand = async () => {
    await userEvent.type(await screen.findByLabelText('อีเมล'), investor.email);
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'Demo!2026');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  };
  const answers = (pinSet: boolean) => ({
    'POST /auth/login': answerOf('/auth/login', 'post', { user: investor }),
    [`GET /security/${investor.uuid}/security-locked`]: answerOf('/security/{uuid}/security-locked', 'get', {
      locked: false,
    }),
    'GET /me/security': answerOf('/me/security', 'get', {
      pinSet,
      pinBlocked: false,
      twoFactorEnabled: false,
    }),
  });

  it('after sign-in without a PIN, suggests one; "later" closes it for now', async () => {
    stubApi(answers(false));
    renderApp('/auth/login');
    await signInAndLand();
    expect(await screen.findByRole('dialog', { name: 'ตั้ง PIN เพื่อความปลอดภัย' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ตั้ง PIN ตอนนี้' }).getAttribute('href')).toBe('/security');
    await userEvent.click(screen.getByRole('button', { name: 'ไว้ภายหลัง' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(`pinPromptDismissed:${investor.uuid}`)).toBeNull();
  });

  it('"do not show again" is remembered for this user', async () => {
    stubApi(answers(false));
    const first = renderApp('/auth/login');
    await signInAndLand();
    await userEvent.click(await screen.findByRole('button', { name: 'ไม่ต้องแสดงอีก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(`pinPromptDismissed:${investor.uuid}`)).toBe('1');
    first.unmount();
    window.localStorage.removeItem('user');
    const { callsTo } = stubApi(answers(false));
    const { router } = renderApp('/auth/login');
    await signInAndLand();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByText(`ยินดีต้อนรับ ${investor.email}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('GET /me/security')).toHaveLength(0);
  });

  it('is not shown to a user who already has a PIN', async () => {
    const { callsTo } = stubApi(answers(true));
    renderApp('/auth/login');
    await signInAndLand();
    await waitFor(() => expect(callsTo('GET /me/security')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function SlowAction({ work }: { work: Promise<unknown> }) {
  const { whileLoading } = useGlobalLoading();
  return (
    <button type="button" onClick={() => void whileLoading(work)}>
      start
    </button>
  );
}

describe('please-wait modal', () => {
  it('blocks the screen with a spinner while the global loading flag is set', async () => {
    let finish: () => void = () => {};
    const work = new Promise<void>((resolve) => (finish = resolve));
    renderWithProviders(<SlowAction work={work} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    const modal = screen.getByRole('dialog', { name: 'กรุณารอสักครู่' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(modal.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('interest popup', () => {
  it('opens at width 600, checks the fields and sends a contact request', async () => {
    const { callsTo } = stubApi({
      'POST /contact-requests': answerOf(
        '/contact-requests',
        'post',
        { id: 1, reference: 'C-1' },
        { status: 201 },
      ),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'สนใจลงทุน' }));
    const popup = screen.getByRole('dialog', { name: 'สนใจลงทุน ให้เราติดต่อกลับ' });
    expect(interestPopupWidth).toBe(600);
    expect(popup.style.maxWidth).toBe('min(600px, calc(100vw - 32px))');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อมูล' }));
    expect(descriptionOf(screen.getByLabelText('ชื่อ-นามสกุล'))).toBe('กรุณากรอกชื่อ');
    expect(descriptionOf(screen.getByLabelText('อีเมล'))).toBe('กรุณากรอกอีเมล');
    expect(descriptionOf(screen.getByLabelText('เบอร์โทรศัพท์'))).toBe('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง');
    await userEvent.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'สมชาย ใจดี');
    await userEvent.type(screen.getByLabelText('อีเมล'), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อมูล' }));
    expect(await screen.findByText('ได้รับข้อมูลแล้ว เจ้าหน้าที่จะติดต่อกลับโดยเร็ว')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST /contact-requests')[0]?.body).toEqual({
      name: 'สมชาย ใจดี',
      email: 'somchai@example.com',
      phone: '0812345678',
      topic: 'STRATEGY_INFORMATION',
      language: 'th',
    });
  });
});
