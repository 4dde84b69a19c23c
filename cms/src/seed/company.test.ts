import { brands, defaultBrandKey, selectBrand } from '@fund/domain';
import { describe, expect, it } from 'vitest';
import { ABOUT_PAGE } from './about-page.ts';
import { BRAND_NAME, COMPANY, CONTACT, DEMO_SITE_URL, REGISTRATION_NUMBER } from './company.ts';
import { HOME_PAGE } from './home-page.ts';

// The CMS is seeded for the active brand: the company it names is the one the API, portal and e-mails name.
const active = selectBrand(undefined);

describe('the seeded company', () => {
  it('is the active brand', () => {
    expect(active).toBe(brands[defaultBrandKey]);
  });

  it("carries the brand's one legal name, registration number, address and contacts", () => {
    for (const locale of ['th', 'en'] as const) {
      expect(COMPANY[locale].name).toBe(active.legalName[locale]);
      expect(COMPANY[locale].address).toBe(active.address[locale]);
    }
    expect(BRAND_NAME).toBe(active.name);
    expect(REGISTRATION_NUMBER).toBe(active.registrationNumber);
    expect(CONTACT.phone).toBe(active.support.phone.th);
    expect(CONTACT.email).toBe(active.support.email);
    expect(CONTACT.lineId).toBe(active.lineId);
    expect(DEMO_SITE_URL).toBe(active.siteUrl);
  });

  it('names the company by that legal name on the about page and in the home page data', () => {
    expect(ABOUT_PAGE.th.registrationDetails).toContain(active.legalName.th);
    expect(ABOUT_PAGE.en.registrationDetails).toContain(active.legalName.en);
    expect(ABOUT_PAGE.en.registrationDetails).toContain(active.registrationNumber);
    expect(JSON.stringify(HOME_PAGE.en.seo.structuredData)).toContain(`"name":"${active.legalName.en}"`);
  });
});
