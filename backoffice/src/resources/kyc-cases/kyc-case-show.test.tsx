import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { KycCaseShow } from './kyc-case-show.tsx';
import { stubKycCasesApi } from './kyc-cases-stub-api.ts';

const renderCase = async (id: number, language: 'th' | 'en' = 'th') =>
  await renderInAdmin(<KycCaseShow resource="kyc-cases" id={id} />, language, { withAuth: true });

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('KYC case page', () => {
  it('shows the identity in full, the DOPA and liveness results and the photos', async () => {
    stubKycCasesApi('support');
    await renderCase(7);

    const identity = await screen.findByRole('region', { name: 'ข้อมูลบัตรประชาชน' });
    expect(within(identity).getByText('1101700230705')).toBeVisible();
    expect(within(identity).getByText('เลขหลังบัตร (Laser ID)')).toBeVisible();
    expect(within(identity).getByText('ME0123456789')).toBeVisible();
    expect(within(identity).getByText('Jaidee')).toBeVisible();

    const checks = section('ผลการตรวจสอบ DOPA และ Liveness');
    expect(within(checks).getByText('ผ่าน')).toBeVisible();
    // 02:00 UTC is 09:00 in Bangkok.
    expect(within(checks).getByText('17/11/2569 09:00')).toBeVisible();
    expect(within(checks).getByText('สำเร็จ')).toBeVisible();
    expect(within(checks).getByText('verifio')).toBeVisible();
    expect(within(checks).getByText('0.97')).toBeVisible();

    const photos = section('ภาพถ่าย');
    const front = within(photos).getByRole('img', { name: 'บัตรประชาชนด้านหน้า' });
    expect(front).toBeVisible();
    expect(front).toHaveAttribute('src', '/api/kyc/files/f1');
    expect(within(photos).getByRole('img', { name: 'บัตรประชาชนด้านหลัง' })).toHaveAttribute(
      'src',
      '/api/kyc/files/f2',
    );
    expect(within(photos).getByRole('img', { name: 'ภาพถ่ายใบหน้า' })).toHaveAttribute(
      'src',
      '/api/kyc/files/f3',
    );
    const fullSize = within(photos).getByRole('link', { name: 'เปิด ภาพถ่ายใบหน้า ขนาดเต็ม' });
    expect(fullSize).toHaveAttribute('href', '/api/kyc/files/f3');
    expect(fullSize).toHaveAttribute('target', '_blank');
  });

  it('shows the identity in the form’s order, dates as DD/MM/YYYY in the Buddhist Era, countries by name', async () => {
    stubKycCasesApi('compliance');
    await renderCase(7);
    const identity = await screen.findByRole('region', { name: 'ข้อมูลบัตรประชาชน' });
    const labels = within(identity)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels.slice(0, 4)).toEqual([
      'เลขประจำตัวประชาชน',
      'เลขหลังบัตร (Laser ID)',
      'คำนำหน้า (ไทย)',
      'ชื่อ (ไทย)',
    ]);
    expect(labels.slice(-3)).toEqual(['วันเกิด', 'บัตรตลอดชีพ', 'วันบัตรหมดอายุ']);
    expect(within(identity).getByText('12/04/2533')).toBeVisible();
    expect(within(identity).getByText('11/04/2573')).toBeVisible();
    const general = section('ข้อมูลทั่วไป');
    const nationality = within(general).getByText('สัญชาติ').nextElementSibling;
    expect(nationality).toHaveTextContent('ไทย');
  });

  it('warns of another account that may be the same person, with the reasons and a link to its case', async () => {
    stubKycCasesApi('compliance');
    await renderCase(7, 'en');
    const warning = await screen.findByRole('region', { name: 'Other accounts that may be the same person' });
    expect(within(warning).getByText('Same national ID or laser ID')).toBeVisible();
    expect(within(warning).getByText('Same bank account')).toBeVisible();
    // A blocked account still holds its identity.
    expect(within(warning).getByText('Blocked')).toBeVisible();
    expect(within(warning).getByRole('link', { name: 'Open the case of anan@example.com' })).toHaveAttribute(
      'href',
      '#/kyc-cases/8/show',
    );
  });

  it('shows no warning when no other account looks like the applicant', async () => {
    stubKycCasesApi('compliance');
    await renderCase(8, 'en');
    await screen.findByRole('region', { name: 'ID card data' });
    expect(screen.queryByRole('region', { name: 'Other accounts that may be the same person' })).toBeNull();
  });

  it('labels every answer of the forms and questionnaires, and links the EDD documents and the contract', async () => {
    stubKycCasesApi('operations');
    await renderCase(7);

    const general = await screen.findByRole('region', { name: 'ข้อมูลทั่วไป' });
    expect(within(general).getByText('เพศ')).toBeVisible();
    expect(within(general).getByText('หญิง')).toBeVisible();
    // The label of the ID-card address, and the current address that says it is the same as it. The API answers
    // the current address resolved too (a copy of the ID card's): it is not listed again.
    expect(within(general).getAllByText('ที่อยู่ตามบัตรประชาชน')).toHaveLength(2);
    expect(within(general).getByText('ที่อยู่ปัจจุบันเหมือนกับ')).toBeVisible();
    expect(within(general).queryByText('ที่อยู่ปัจจุบัน')).toBeNull();
    expect(within(general).getAllByText('จังหวัด')).toHaveLength(1);
    expect(within(general).getAllByText('กรุงเทพมหานคร')).toHaveLength(1);

    const personal = section('ข้อมูลส่วนตัวและอาชีพ');
    expect(within(personal).getByText('พนักงานบริษัทเอกชน')).toBeVisible();
    expect(within(personal).getByText('ตนเองเป็นผู้รับประโยชน์ที่แท้จริง')).toBeVisible();

    const bank = section('บัญชีธนาคาร');
    expect(within(bank).getByText('1234567890')).toBeVisible();
    expect(within(bank).getByText('ธนาคารกสิกรไทย / Kasikornbank (004)')).toBeVisible();

    const suitability = section('ผลประเมินความเหมาะสมในการลงทุน');
    expect(within(suitability).getByText('52')).toBeVisible();
    expect(within(suitability).getByText('ความเสี่ยงสูง')).toBeVisible();
    // The questionnaire's own labels for the version answered.
    expect(await within(suitability).findByText('อายุของท่าน')).toBeVisible();
    expect(within(suitability).getByText('35-44 ปี')).toBeVisible();
    expect(within(suitability).getByText('เงินฝากธนาคาร / พันธบัตรรัฐบาล, สินทรัพย์ดิจิทัล')).toBeVisible();

    const fatca = section('FATCA');
    expect(within(fatca).getByText('เป็นบุคคลอเมริกัน (US Person)')).toBeVisible();
    expect(within(fatca).getByText('1. เป็นพลเมืองอเมริกัน')).toBeVisible();

    const aml = section('AML');
    expect(within(aml).getByText('รายได้มาจากประเทศที่มีความเสี่ยงสูง')).toBeVisible();
    // Answered on version 2 while the API serves version 1: the back office's own labels, never the wrong version's.
    expect(within(aml).getByText('ประเทศของแหล่งที่มาของรายได้')).toBeVisible();
    expect(within(aml).queryByText('ประเทศ (ฉบับเก่า)')).toBeNull();
    // A country code the questionnaire does not list is shown by the country's name.
    expect(within(aml).getByText(new Intl.DisplayNames(['th'], { type: 'region' }).of('MM')!)).toBeVisible();

    const edd = section('เอกสารตรวจสอบเพิ่มเติม (EDD)');
    expect(within(edd).getByRole('link', { name: 'เปิด รายการเดินบัญชีย้อนหลัง 6 เดือน (PDF)' })).toHaveAttribute(
      'href',
      '/api/kyc/files/f4',
    );

    const contract = section('สัญญา');
    expect(within(contract).getByRole('link', { name: 'เปิดสัญญา (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/kyc-cases/7/contract',
    );
    expect(within(contract).getByText('203.0.113.9')).toBeVisible();
    expect(within(contract).getByText('sha256:5d41402abc4b2a76b9719d911017c592')).toBeVisible();

    const steps = section('ขั้นตอน');
    expect(within(steps).getByText('ข้อมูลบัตรประชาชน')).toBeVisible();
    expect(within(section('ประวัติการดำเนินการ')).getByText('ส่งข้อมูล')).toBeVisible();
  });

  it('reads in English when English is chosen', async () => {
    stubKycCasesApi('support');
    await renderCase(7, 'en');

    const identity = await screen.findByRole('region', { name: 'ID card data' });
    expect(within(identity).getByText('National ID')).toBeVisible();
    expect(within(section('General information')).getByText('Female')).toBeVisible();
    expect(within(section('DOPA and liveness checks')).getByText('Passed')).toBeVisible();
  });
});
