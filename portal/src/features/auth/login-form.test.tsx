import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { memoryRouterFuture, renderWithProviders } from '../../test/render-with-providers.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { LoginForm } from './login-form.tsx';

function stubLogin(response: Response) {
  return stubApi({ 'POST /auth/login': response });
}

const invalidCredentials = () =>
  Response.json(
    { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'AUTH_INVALID_CREDENTIALS' },
    { status: 401, headers: { 'content-type': 'application/problem+json' } },
  );

function renderLogin(language: 'th' | 'en' = 'th') {
  return renderWithProviders(
    <MemoryRouter future={memoryRouterFuture} initialEntries={['/auth/login']}>
      <Routes>
        <Route path="/auth/login" element={<LoginForm />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('อีเมล'), email);
  await userEvent.type(screen.getByLabelText('รหัสผ่าน'), password);
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
}

describe('LoginForm', () => {
  it('shows the translated reason when the API refuses the credentials', async () => {
    stubLogin(invalidCredentials());
    renderLogin();
    await fillAndSubmit('investor@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toHaveProperty('disabled', false);
  });

  it('re-translates the refusal when the reader switches to English', async () => {
    stubLogin(invalidCredentials());
    const { i18n } = renderLogin();
    await fillAndSubmit('investor@example.com', 'wrong-password');
    await screen.findByRole('alert');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('The email or password is incorrect');
  });

  it('posts the e-mail and password, then opens the home page', async () => {
    const { callsTo } = stubLogin(
      Response.json({
        user: {
          uuid: 'u-1',
          email: 'investor@example.com',
          role: 'investor',
          isAdmin: false,
          customerType: 'individual',
        },
      }),
    );
    renderLogin();
    await fillAndSubmit(' investor@example.com', 'Demo!2026');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    const [login] = callsTo('POST /auth/login');
    expect(login?.body).toEqual({ email: 'investor@example.com', password: 'Demo!2026' });
    expect(screen.getByRole('status').textContent).toContain('เข้าสู่ระบบสำเร็จ');
  });
});
