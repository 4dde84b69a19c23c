import { describe, expect, it } from 'vitest';
import { ABOUT_PAGE } from './about-page.ts';
import { DISCLOSURE_PAGE } from './disclosure-page.ts';
import { FOOTER } from './footer.ts';
import { HOME_PAGE } from './home-page.ts';
import { SCAMMER_ALERT } from './scammer-alert.ts';

describe('home page', () => {
  it('opens an account in 15 minutes and 7 steps, and lists exactly those steps', () => {
    for (const page of [HOME_PAGE.th, HOME_PAGE.en]) {
      expect(page.openingMinutes).toBe(15);
      expect(page.stepCount).toBe(7);
      expect(page.steps).toHaveLength(page.stepCount);
    }
    expect(HOME_PAGE.en.steps.map((step) => step.title)).toEqual([
      'Log in',
      'ID card photos',
      'General information',
      'Risk assessment',
      'FATCA',
      'Bank account',
      'Accept the contract',
    ]);
  });

  it('carries Organization and FinancialService structured data in each language', () => {
    for (const locale of ['th', 'en'] as const) {
      const data = HOME_PAGE[locale].seo.structuredData as {
        '@context': string;
        '@graph': { '@type': string }[];
      };
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'FinancialService']);
    }
    expect(JSON.stringify(HOME_PAGE.th.seo.structuredData)).toContain('บริษัท เอ็มฟันด์');
    expect(JSON.stringify(HOME_PAGE.en.seo.structuredData)).toContain('"foundingDate":"2020-02"');
  });
});

describe('about page', () => {
  it("keeps each language's registered capital and tells editors the figures differ", () => {
    expect(ABOUT_PAGE.th.registeredCapital).toBe('95.2 ล้านบาท');
    expect(ABOUT_PAGE.en.registeredCapital).toBe('44 million baht');
    expect(ABOUT_PAGE.en.editorNote).toMatch(/95\.2 million.*44 million.*Confirm/s);
    expect(ABOUT_PAGE.th.editorNote).toMatch(/95\.2 ล้านบาท.*44 ล้านบาท.*โปรดยืนยัน/s);
  });

  it('states the founding date, business hours and three years of financial statements', () => {
    expect(ABOUT_PAGE.th.established).toBe('กุมภาพันธ์ 2563');
    expect(ABOUT_PAGE.en.established).toBe('February 2020');
    expect(ABOUT_PAGE.th.businessHours).toBe('09:00-18:00');
    expect(ABOUT_PAGE.en.financialStatements.map((statement) => statement.year)).toEqual([2025, 2024, 2023]);
  });
});

describe('disclosure page', () => {
  it('names the SEC, AMLO and the Bank of Thailand with their official websites', () => {
    expect(DISCLOSURE_PAGE.en.regulators.map((regulator) => regulator.website)).toEqual([
      'https://www.sec.or.th',
      'https://www.amlo.go.th',
      'https://www.bot.or.th',
    ]);
    expect(DISCLOSURE_PAGE.th.regulators[0]!.name).toContain('ก.ล.ต.');
  });

  it('warns that the whole investment can be lost', () => {
    expect(DISCLOSURE_PAGE.en.riskNotice).toContain('You may lose all of the money you invest');
    expect(DISCLOSURE_PAGE.th.riskNotice).toContain('อาจสูญเสียเงินลงทุนทั้งจำนวน');
  });
});

describe('footer', () => {
  it('links Thai pages from the root and English pages under /en, as the static build writes them', () => {
    expect(FOOTER.th.links[0]).toEqual({ label: 'เกี่ยวกับเรา', url: '/about/' });
    expect(FOOTER.en.links[0]).toEqual({ label: 'About us', url: '/en/about/' });
    expect(FOOTER.en.links.map((link) => link.url)).toContain('https://www.sec.or.th');
  });

  it('gives the same contact details in both languages', () => {
    expect(FOOTER.en.phone).toBe(FOOTER.th.phone);
    expect(FOOTER.en.lineId).toBe(FOOTER.th.lineId);
  });
});

describe('scammer alert', () => {
  it('is on, warning in both languages that the company never asks for an OTP', () => {
    expect(SCAMMER_ALERT.th.enabled && SCAMMER_ALERT.en.enabled).toBe(true);
    expect(SCAMMER_ALERT.th.message).toContain('OTP');
    expect(SCAMMER_ALERT.en.message).toContain('never ask for your password, OTP or PIN');
  });
});
