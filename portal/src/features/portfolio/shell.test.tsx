import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, stubApi } from '../../test/stub-api.ts';
import { document } from './test-fixtures.ts';

describe('investor navigation', () => {
  it('gives a signed-in investor Overview, Strategies, History and Investment overview, marking the current page', async () => {
    stubApi();
    renderApp('/transactions?kind=switch', { user: investor, language: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Investor menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/portfolio'],
      ['Strategies', '/strategies'],
      ['History', '/transactions'],
      ['Investment overview', '/investment-overview'],
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['History']);
  });

  it('is not shown to a signed-out reader', async () => {
    stubApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'เมนูนักลงทุน' })).toBeNull();
  });

  it('the home page leads a signed-in investor to the account overview', async () => {
    stubApi();
    renderApp('/', { user: investor });
    const nav = await screen.findByRole('navigation', { name: 'เมนูนักลงทุน' });
    expect(within(nav).getByRole('link', { name: 'ภาพรวม' })).toHaveAttribute('href', '/portfolio');
    expect(await screen.findByRole('link', { name: 'ภาพรวมบัญชี' })).toHaveAttribute('href', '/portfolio');
  });
});

const reportFlag = (performanceReport: boolean) => flagsAnswer({ flags: { performanceReport } });

const invoiceAndConfirmation = [
  document({
    id: 'tax-invoice-3',
    kind: 'TAX_INVOICE',
    title: { th: 'ใบกำกับภาษี/ใบเสร็จรับเงิน MF-2026-000003', en: 'Tax invoice/receipt MF-2026-000003' },
    date: '2026-11-18',
    status: 'CANCELLED',
    total: '1234.50',
    createdAt: '2026-11-18T11:00:00.000Z',
    url: '/documents/tax-invoice-3/file',
  }),
  document({
    id: 'confirmation-9',
    kind: 'ORDER_CONFIRMATION',
    title: { th: 'หนังสือยืนยันการทำรายการ ORD-9', en: 'Order confirmation ORD-9' },
    date: '2026-11-18',
    status: null,
    total: '10000.00',
    createdAt: '2026-11-18T11:00:00.000Z',
    url: '/documents/confirmation-9/file',
  }),
];

describe('statements (screen 25)', () => {
  it('opens from the profile menu and, with performanceReport off, says to request a statement through customer support', async () => {
    const { callsTo } = stubApi({ 'GET /feature-flags': reportFlag(false) });
    const { router } = renderApp('/', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Statements' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/statements');
    expect(
      await screen.findByText(
        'Statement reports are under maintenance, please request a statement through customer support.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Contact customer support on LINE @mfundsupport' }),
    ).toHaveAttribute('href', 'https://line.me/R/ti/p/@mfundsupport');
    expect(callsTo('GET /documents')).toHaveLength(0);
  });

  it('with performanceReport on, lists the documents the API provides with their download links', async () => {
    stubApi({
      'GET /feature-flags': reportFlag(true),
      'GET /documents': answerOf('/documents', 'get', [
        document({
          id: '7',
          kind: 'CONTRACT',
          title: { th: 'สัญญาการลงทุน ฉบับที่ 1', en: 'Investment contract, version 1' },
          date: null,
          createdAt: '2026-11-20T06:30:00.000Z',
          url: '/kyc/contract/signed',
        }),
      ]),
    });
    renderApp('/statements', { user: investor });
    const documents = await screen.findByRole('list', { name: 'เอกสารของท่าน' });
    const download = within(documents).getByRole('link', { name: 'ดาวน์โหลด สัญญาการลงทุน ฉบับที่ 1' });
    expect(download).toHaveAttribute('href', '/api/kyc/contract/signed');
    expect(within(documents).getByText('20/11/2569 13:30')).toBeVisible();
    expect(screen.queryByText(/อยู่ระหว่างปรับปรุง/)).toBeNull();
  });

  it('lists tax invoices and order confirmations with their date, total and status, downloaded in the reader’s language', async () => {
    stubApi({
      'GET /feature-flags': reportFlag(true),
      'GET /documents': answerOf('/documents', 'get', invoiceAndConfirmation),
    });
    renderApp('/statements', { user: investor, language: 'en' });
    const documents = await screen.findByRole('list', { name: 'Your documents' });
    expect(
      within(documents).getByRole('link', { name: 'Download Tax invoice/receipt MF-2026-000003' }),
    ).toHaveAttribute('href', '/api/documents/tax-invoice-3/file?lang=en');
    expect(within(documents).getByText('18/11/2026 · 1,234.50 THB · Cancelled')).toBeVisible();
    expect(
      within(documents).getByRole('link', { name: 'Download Order confirmation ORD-9' }),
    ).toHaveAttribute('href', '/api/documents/confirmation-9/file?lang=en');
  });

  it('with invoiceDownload off lists a tax invoice without a link and says why; the confirmation keeps its link', async () => {
    stubApi({
      'GET /feature-flags': flagsAnswer({ flags: { performanceReport: true, invoiceDownload: false } }),
      'GET /documents': answerOf('/documents', 'get', invoiceAndConfirmation),
    });
    renderApp('/statements', { user: investor, language: 'en' });
    const documents = await screen.findByRole('list', { name: 'Your documents' });
    expect(within(documents).queryByRole('link', { name: /Tax invoice/ })).toBeNull();
    expect(within(documents).getByText(/tax invoice downloads are not available/)).toBeVisible();
    expect(
      within(documents).getByRole('link', { name: 'Download Order confirmation ORD-9' }),
    ).toHaveAttribute('href', '/api/documents/confirmation-9/file?lang=en');
  });

  it('with performanceReport on and no documents yet, says so', async () => {
    stubApi({ 'GET /feature-flags': reportFlag(true), 'GET /documents': answerOf('/documents', 'get', []) });
    renderApp('/statements', { user: investor, language: 'en' });
    expect(await screen.findByText('No documents yet')).toBeVisible();
    expect(screen.queryByText(/under maintenance/)).toBeNull();
  });

  it('is in Thai by default, and under maintenance while the flags cannot be read', async () => {
    stubApi();
    renderApp('/statements', { user: investor });
    expect(await screen.findByRole('heading', { level: 1, name: 'รายงานสรุปบัญชี' })).toBeVisible();
    expect(
      await screen.findByText('ระบบรายงานสรุปบัญชีอยู่ระหว่างปรับปรุง กรุณาขอรายงานสรุปบัญชีผ่านฝ่ายบริการลูกค้า'),
    ).toBeVisible();
  });
});
