import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiryAnswer, stubApi } from '../../test/stub-api.ts';
import { ContactForm } from './contact-form.tsx';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('typing before the island hydrates', () => {
  it('keeps what was typed into the server-rendered form and sends it', async () => {
    const fetchMock = stubApi(() => enquiryAnswer('/contact-requests', 1, 'CB-1'));
    const container = document.createElement('div');
    document.body.append(container);
    const form = <ContactForm locale="en" formId="early" />;
    container.innerHTML = renderToString(form);
    // The visitor types while the page's script is still loading.
    (container.querySelector('#early-name') as HTMLInputElement).value = 'Anan';
    (container.querySelector('#early-email') as HTMLInputElement).value = 'anan@example.com';
    (container.querySelector('#early-phone') as HTMLInputElement).value = '0812345678';
    (container.querySelector('#early-topic') as HTMLSelectElement).value = 'OTHER';
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect((screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe('Anan');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Call me back' }));
    expect(await screen.findByText('Reference CB-1')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({
      name: 'Anan',
      email: 'anan@example.com',
      phone: '0812345678',
      topic: 'OTHER',
    });
  });
});
