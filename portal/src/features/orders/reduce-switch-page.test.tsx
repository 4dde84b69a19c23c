import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { flagsAnswer, problem, stubApi } from '../../test/stub-api.ts';
import { beforeCutOff, btc, detail, holding, infra, noPin, order, stable } from './test-fixtures.ts';

/** Each test drives the whole portal through several typed fields; a shared, busy machine needs headroom. */
const journeyMs = 20_000;

// M-INFRA takes 0.5 % off what a switch brings in (its own switch-in rate, not M-STABLE's).
const infraHalfPercent = { ...infra, fees: { ...infra.fees, switchInPercent: '0.5' } };

// M-STABLE: 150.5000 units available at NAV 10.0000; minimum reduction 1,000.00.
function api(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /strategies/M-STABLE': answerOf('/strategies/{code}', 'get', detail(stable)),
    'GET /strategies': answerOf('/strategies', 'get', { data: [btc, stable, infraHalfPercent], total: 3 }),
    'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', {
      data: [holding('M-STABLE', '150.5000')],
    }),
    'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', beforeCutOff),
    'GET /me/security': answerOf('/me/security', 'get', noPin),
    ...extra,
  });
}

const units = () => screen.getByLabelText('จำนวนหน่วย');

describe('reduce (/strategies/:code/reduce)', { timeout: journeyMs }, () => {
  it('shows the available units and applies the under-1-unit rule in the preview', async () => {
    const { callsTo } = api({
      'POST /orders': answerOf(
        '/orders',
        'post',
        order({ id: 7, kind: 'reduce', strategyCode: 'M-STABLE' }),
        {
          status: 201,
        },
      ),
    });
    const { router } = renderApp('/strategies/M-STABLE/reduce', { user: investor });
    expect(await screen.findByLabelText('หน่วยลงทุนที่ลดได้')).toHaveTextContent('150.5000');
    await userEvent.click(screen.getByRole('radio', { name: 'ระบุเป็นจำนวนหน่วย' }));
    await userEvent.type(units(), '150');
    // 0.5 unit would remain: the order takes everything.
    expect(screen.getByText('หน่วยคงเหลือจะน้อยกว่า 1 หน่วย คำสั่งนี้จึงเป็นการลดทั้งหมด 150.5000 หน่วย')).toBeVisible();
    expect(screen.getByLabelText('จำนวนหน่วยที่ลดโดยประมาณ')).toHaveTextContent('150.5000');
    expect(screen.getByLabelText('มูลค่าโดยประมาณ')).toHaveTextContent('1,505.00');

    await userEvent.clear(units());
    await userEvent.type(units(), '149.5');
    expect(screen.queryByText(/คำสั่งนี้จึงเป็นการลดทั้งหมด/)).toBeNull();
    expect(screen.getByLabelText('จำนวนหน่วยที่ลดโดยประมาณ')).toHaveTextContent('149.5000');

    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByText('เงินจะโอนเข้าบัญชีธนาคารที่ท่านลงทะเบียนไว้')).toBeVisible();
    expect(
      screen.getByText(
        'ค่าธรรมเนียมการลดทุน: ร้อยละ 10 ของกำไรจากหน่วยที่ลด เก็บจากกำไรเท่านั้น (ไม่มีกำไรไม่มีค่าธรรมเนียม)',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/7'));
    expect(callsTo('POST /orders')[0]?.body).toEqual({
      kind: 'reduce',
      strategyCode: 'M-STABLE',
      units: '149.5',
    });
    expect(await screen.findByText('ส่งคำสั่งลดเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
  });

  it('with a verified wallet, the investor chooses where the money goes and the order says so', async () => {
    const { callsTo } = api({
      'GET /me/wallet': answerOf('/me/wallet', 'get', {
        wallet: {
          network: 'ETH',
          address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          verifiedAt: '2026-11-01',
        },
        changeRequest: null,
      }),
      'POST /orders': answerOf(
        '/orders',
        'post',
        order({ id: 8, kind: 'reduce', strategyCode: 'M-STABLE' }),
        {
          status: 201,
        },
      ),
    });
    const { router } = renderApp('/strategies/M-STABLE/reduce', { user: investor });
    await userEvent.click(await screen.findByRole('radio', { name: 'ระบุเป็นจำนวนหน่วย' }));
    await userEvent.type(units(), '100');
    const choice = screen.getByRole('group', { name: 'รับเงินเข้า' });
    expect(within(choice).getByRole('radio', { name: 'บัญชีธนาคารที่ลงทะเบียนไว้' })).toBeChecked();
    await userEvent.click(
      within(choice).getByRole('radio', { name: 'กระเป๋าเงินดิจิทัล Ethereum (ERC-20) 0x5aAe…1BeAed' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByLabelText('รับเงินเข้า')).toHaveTextContent(
      'กระเป๋าเงินดิจิทัล Ethereum (ERC-20) 0x5aAe…1BeAed',
    );
    expect(
      screen.getByText('ผู้รับฝากทรัพย์สินจะโอนเงินเข้ากระเป๋าเงินดิจิทัลที่ผ่านการตรวจสอบของท่านในวันที่เงินเข้า'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/8'));
    expect(callsTo('POST /orders')[0]?.body).toMatchObject({
      kind: 'reduce',
      strategyCode: 'M-STABLE',
      units: '100',
      receiveType: 'WALLET',
    });
  });

  it('refuses more than available and less than the minimum reduction, before sending', async () => {
    const { callsTo } = api();
    renderApp('/strategies/M-STABLE/reduce', { user: investor });
    const amount = await screen.findByLabelText('จำนวนเงิน (บาท)');
    await userEvent.type(amount, '999.99');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(descriptionOf(amount)).toContain('มูลค่าที่ลดต่ำกว่ามูลค่าลดเงินลงทุนขั้นต่ำของกลยุทธ์');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000.00');
    expect(screen.getByLabelText('จำนวนหน่วยที่ลดโดยประมาณ')).toHaveTextContent('100.0000');

    await userEvent.click(screen.getByRole('radio', { name: 'ระบุเป็นจำนวนหน่วย' }));
    await userEvent.type(units(), '150.5001');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(descriptionOf(units())).toContain('จำนวนที่ขายเกินหน่วยลงทุนที่มีอยู่');
    expect(callsTo('POST /orders')).toHaveLength(0);
  });

  it('"reduce all" takes every available unit', async () => {
    const { callsTo } = api({
      'POST /orders': answerOf('/orders', 'post', order({ id: 8 }), { status: 201 }),
    });
    renderApp('/strategies/M-STABLE/reduce', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reduce all' }));
    expect(screen.getByLabelText('Units')).toHaveValue('150.5000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(callsTo('POST /orders')).toHaveLength(1));
    expect(callsTo('POST /orders')[0]?.body).toEqual({
      kind: 'reduce',
      strategyCode: 'M-STABLE',
      units: '150.5000',
    });
  });

  it('says so when the investor holds none of the strategy', async () => {
    api({ 'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [] }) });
    renderApp('/strategies/M-STABLE/reduce', { user: investor });
    expect(await screen.findByText('ท่านยังไม่มีหน่วยลงทุนในกลยุทธ์นี้')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ถัดไป' })).toBeNull();
  });

  it("shows the API's refusal next to the amount, in Thai", async () => {
    api({ 'POST /orders': problem(422, 'ORDER_EXCEEDS_AVAILABLE_UNITS') });
    renderApp('/strategies/M-STABLE/reduce', { user: investor });
    await userEvent.type(await screen.findByLabelText('จำนวนเงิน (บาท)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('จำนวนเงิน (บาท)'))).toContain('จำนวนที่ขายเกินหน่วยลงทุนที่มีอยู่'),
    );
  });

  it('a refusal the form cannot place reads "Unable to Proceed", the lead, then the reason', async () => {
    api({ 'POST /orders': problem(403, 'ORDER_ACCOUNT_RESTRICTED') });
    renderApp('/strategies/M-STABLE/reduce', { user: investor, language: 'en' });
    await userEvent.type(await screen.findByLabelText('Amount (THB)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to Proceed')).toBeVisible();
    expect(within(alert).getByText('Please review your transaction again')).toBeVisible();
    expect(
      within(alert).getByText(
        'New increases and switches are suspended for your account. Please update your information or contact support.',
      ),
    ).toBeVisible();
  });

  it('no answer, or the server failing, reads "Transaction failed. Please try again." and the order can be retried', async () => {
    const { callsTo } = api({
      'POST /orders': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        problem(503, 'INTERNAL_ERROR'),
        answerOf('/orders', 'post', order({ id: 7, kind: 'reduce', strategyCode: 'M-STABLE' }), {
          status: 201,
        }),
      ],
    });
    const { router } = renderApp('/strategies/M-STABLE/reduce', { user: investor });
    await userEvent.type(await screen.findByLabelText('จำนวนเงิน (บาท)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() => expect(callsTo('POST /orders')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    expect(screen.queryByText('ไม่สามารถดำเนินการได้')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/7'));
    // One screen, one key: the retries cannot place a second order.
    const keys = callsTo('POST /orders').map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(1);
  });
});

describe('switch (/strategies/:code/switch)', { timeout: journeyMs }, () => {
  it('needs a target, says the switch-in buys at the next NAV, and places the switch', async () => {
    const { callsTo } = api({
      'POST /orders': answerOf(
        '/orders',
        'post',
        order({ id: 9, kind: 'switch', strategyCode: 'M-STABLE' }),
        {
          status: 201,
        },
      ),
    });
    const { router } = renderApp('/strategies/M-STABLE/switch', { user: investor });
    const target = await screen.findByLabelText('กลยุทธ์ปลายทาง');
    expect(screen.queryByRole('option', { name: /M-STABLE/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('จำนวนเงิน (บาท)'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(descriptionOf(target)).toContain('กรุณาเลือกกลยุทธ์ปลายทาง');

    await userEvent.selectOptions(target, 'M-INFRA');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByLabelText('สับเปลี่ยนเข้า')).toHaveTextContent('โครงสร้างพื้นฐาน');
    expect(screen.getByText('ขาสับเปลี่ยนเข้าจะซื้อที่ราคา NAV ถัดไป')).toBeVisible();
    expect(
      screen.getByText('ขาสับเปลี่ยนออก: ค่าธรรมเนียมการลดทุนร้อยละ 10 ของกำไรจากหน่วยที่สับเปลี่ยนออก เก็บจากกำไรเท่านั้น'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'ค่าธรรมเนียมการสับเปลี่ยนเข้า: ร้อยละ 0.5 ของจำนวนเงินที่สับเปลี่ยนเข้า โครงสร้างพื้นฐาน หักจากจำนวนเงินนั้นก่อนซื้อหน่วยลงทุน',
      ),
    ).toBeVisible();
    expect(screen.getByText('ยกเลิกการสับเปลี่ยนได้จนถึง 14:00 น. ของวันที่ทำรายการ')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/9'));
    expect(callsTo('POST /orders')[0]?.body).toEqual({
      kind: 'switch',
      strategyCode: 'M-STABLE',
      toStrategyCode: 'M-INFRA',
      amount: '1500.00',
    });
    expect(await screen.findByText('สร้างรายการสับเปลี่ยนแล้ว รอการอนุมัติ')).toBeVisible();
  });

  it('with switching turned off, says so and points to reducing instead; reducing still works', async () => {
    api({ 'GET /feature-flags': flagsAnswer({ flags: { switching: false } }) });
    const { router } = renderApp('/strategies/M-STABLE/switch', { user: investor, language: 'en' });
    expect(
      await screen.findByText('Switching between strategies is not available at the moment.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Strategy to switch into')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Reduce this investment' }));
    expect(await screen.findByLabelText('Units available to reduce')).toHaveTextContent('150.5000');
    expect(router.state.location.pathname).toBe('/strategies/M-STABLE/reduce');
  });

  it('a strategies list that fails to load is a load failure with "try again", not an empty target list', async () => {
    api({
      'GET /strategies': [
        problem(500, 'INTERNAL_ERROR'),
        answerOf('/strategies', 'get', { data: [btc, stable, infra], total: 3 }),
      ],
    });
    renderApp('/strategies/M-STABLE/switch', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง');
    expect(screen.queryByLabelText('กลยุทธ์ปลายทาง')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByLabelText('กลยุทธ์ปลายทาง')).toBeVisible();
    expect(screen.getByRole('option', { name: 'M-INFRA โครงสร้างพื้นฐาน' })).toBeVisible();
  });
});
