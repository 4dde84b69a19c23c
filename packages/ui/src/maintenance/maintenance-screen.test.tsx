import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceScreen } from './maintenance-screen.tsx';
import type { SupportBrand } from './support-line.ts';

// The two brands as the apps pass them (the domain package holds the full configuration).
const mfund: SupportBrand = {
  name: 'MFund',
  legalName: { th: 'บริษัท เอ็มฟันด์ แอสเซท แมเนจเมนท์ จำกัด', en: 'MFund Asset Management Company Limited' },
  lineId: '@mfundsupport',
};
const merit: SupportBrand = {
  name: 'Merit Asset',
  legalName: { th: 'บริษัท เมอริท แอสเซท จำกัด', en: 'Merit Asset Company Limited' },
  lineId: '@meritasset',
};

describe('MaintenanceScreen', () => {
  it('apologises in Thai and English at once', () => {
    render(<MaintenanceScreen brand={mfund} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('ขออภัย ระบบอยู่ระหว่างปรับปรุง');
    expect(heading.textContent).toContain('Sorry, we are under maintenance');
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('offers the LINE support account as a link', () => {
    render(<MaintenanceScreen brand={mfund} />);
    const link = screen.getByRole('link', { name: 'LINE @mfundsupport' });
    expect(link.getAttribute('href')).toBe('https://line.me/R/ti/p/@mfundsupport');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([mfund, merit])("signs with $name's legal name and offers its LINE account", (brand) => {
    render(<MaintenanceScreen brand={brand} />);
    expect(screen.getByRole('link', { name: `LINE ${brand.lineId}` }).getAttribute('href')).toBe(
      `https://line.me/R/ti/p/${brand.lineId}`,
    );
    expect(screen.getByText(brand.legalName.th)).toBeVisible();
    expect(screen.getByText(brand.legalName.en)).toBeVisible();
  });

  it('shows the staff text when there is some', () => {
    render(<MaintenanceScreen brand={mfund} maintenanceText="กลับมาให้บริการ 18:00 น." />);
    expect(screen.getByText('กลับมาให้บริการ 18:00 น.')).toBeVisible();
  });

  it('shows no text box for blank text', () => {
    render(<MaintenanceScreen brand={mfund} maintenanceText="  " />);
    const describedBy = screen.getByRole('alertdialog').getAttribute('aria-describedby') ?? '';
    const description = document.getElementById(describedBy);
    expect(description?.children).toHaveLength(2);
  });

  it('takes focus and stops the covered page from scrolling until it goes away', () => {
    const { unmount } = render(<MaintenanceScreen brand={mfund} />);
    expect(document.activeElement).toBe(screen.getByRole('alertdialog'));
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
