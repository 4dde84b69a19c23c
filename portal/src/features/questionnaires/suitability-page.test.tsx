import { answerOf } from '@fund/contract/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { suitabilityQuestionnaire, suitabilityResult } from './test-fixtures.ts';

const questionnaire = () => answerOf('/questionnaires/{kind}', 'get', suitabilityQuestionnaire);

/** Answers every question on the page shown: the option numbered `choice` (check boxes get options 1 and 3). */
async function answerPage(choice = 2) {
  const form = screen.getByRole('heading', { level: 2 }).closest('form')!;
  for (const group of within(form).getAllByRole('group')) {
    const checkboxes = within(group).queryAllByRole('checkbox');
    if (checkboxes.length > 0) {
      await userEvent.click(checkboxes[0]!);
      await userEvent.click(checkboxes[2]!);
    } else {
      await userEvent.click(within(group).getAllByRole('radio')[choice - 1]!);
    }
  }
}

const pageHeading = (n: number) => screen.findByRole('heading', { level: 2, name: `TH Page ${n}` });

describe('suitability assessment', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('does not go on with an unanswered question: names it and brings it into view', async () => {
    stubApi({ 'GET /questionnaires/suitability': questionnaire() });
    renderApp('/kyc/suitability', { user: investor });
    const form = (await pageHeading(1)).closest('form')!;
    const groups = within(form).getAllByRole('group');
    for (const group of groups.slice(0, 5)) await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    // Questions 6 and 7 of the first page are unanswered: the message names the first.
    expect(screen.getByRole('alert')).toHaveTextContent(
      `ยังไม่ได้ตอบ ${groups.length - 5} ข้อ เริ่มจากข้อ 6: TH Question totalAssetInvest`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'TH Page 1' })).toBeVisible();
    const sixth = screen.getByRole('group', { name: '6. TH Question totalAssetInvest' });
    expect(within(sixth).getByText('กรุณาตอบคำถามข้อนี้')).toBeVisible();
    expect(within(groups[0]!).queryByText('กรุณาตอบคำถามข้อนี้')).toBeNull();
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(sixth);
  });

  it('keeps the answers across pages and across a refresh of the tab', async () => {
    stubApi({ 'GET /questionnaires/suitability': questionnaire() });
    renderApp('/kyc/suitability', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'Page 1' });
    await answerPage(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Page 2' });
    expect(screen.getByText('Part 2 of 3')).toBeVisible();
    expect(screen.getByRole('group', { name: '9. Question investTypeExperience' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'experience option 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'ageRange option 3' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: 'experience option 4' })).toBeChecked();

    cleanup();
    stubApi({ 'GET /questionnaires/suitability': questionnaire() });
    renderApp('/kyc/suitability', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'Page 2' });
    expect(screen.getByRole('radio', { name: 'experience option 4' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'ratioAsset option 3' })).toBeChecked();
  });

  it('posts all 19 answers, with two for investTypeExperience, and shows the result band', async () => {
    const { callsTo } = stubApi({
      'GET /questionnaires/suitability': questionnaire(),
      'POST /kyc/suitability': answerOf('/kyc/suitability', 'post', suitabilityResult, { status: 201 }),
      'GET /kyc/suitability': answerOf('/kyc/suitability', 'get', {
        ...suitabilityResult,
        standing: 'VALID',
      }),
    });
    const { router } = renderApp('/kyc/suitability', { user: investor });
    await pageHeading(1);
    await answerPage(2);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await pageHeading(2);
    await answerPage(3);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await pageHeading(3);
    await answerPage(4);
    await userEvent.click(screen.getByRole('button', { name: 'ดูผลการประเมิน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/suitability/result'));
    const body = callsTo('POST /kyc/suitability')[0]?.body as {
      version: number;
      answers: Record<string, unknown>;
    };
    expect(body.version).toBe(1);
    expect(Object.keys(body.answers)).toHaveLength(19);
    expect(body.answers).toMatchObject({
      ageRange: '2',
      investTypeExperience: ['1', '3'],
      experience: '3',
      ifLoss: '4',
    });
    expect(await screen.findByText('ความเสี่ยงสูง')).toBeVisible();
    expect(screen.getByText('53 คะแนน (ช่วง 45-60)')).toBeVisible();
    expect(window.sessionStorage.getItem('suitabilityDraft')).toBeNull();
  });

  it('the result page shows the band, share, funds, the adviser note and when it expires', async () => {
    stubApi({
      'GET /kyc/suitability': answerOf('/kyc/suitability', 'get', {
        ...suitabilityResult,
        standing: 'VALID',
      }),
    });
    renderApp('/kyc/suitability/result', { user: investor, language: 'en' });
    expect(await screen.findByText('High Risk')).toBeVisible();
    expect(screen.getByText('16-30% of your investable money')).toBeVisible();
    expect(screen.getByText('We suggest 16-30% in the large-cap strategy.')).toBeVisible();
    expect(screen.getByText('Large-cap Strategy (M-LARGE)')).toBeVisible();
    expect(screen.getByText('Contact your adviser by e-mail.')).toBeVisible();
    // 2028-11-22T18:00Z is already 23 November in Bangkok.
    expect(screen.getByText('This result is valid until 23/11/2028')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retake the assessment' })).toHaveAttribute(
      'href',
      '/kyc/suitability',
    );
  });

  it('without an assessment the result page says it has not been done', async () => {
    stubApi({ 'GET /kyc/suitability': problem(404, 'KYC_ASSESSMENT_NOT_DONE') });
    renderApp('/kyc/suitability/result', { user: investor, language: 'en' });
    expect(await screen.findByText('You have not completed this assessment yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start the assessment' })).toHaveAttribute(
      'href',
      '/kyc/suitability',
    );
  });
});
