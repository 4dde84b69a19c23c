/** What the shared screens need of the brand: its names and its LINE official account (spec §2). */
export interface SupportBrand {
  name: string;
  legalName: { th: string; en: string };
  lineId: string;
}

/** The LINE official account customers reach support through, as a link (maintenance screen contact line). */
export function supportLineOf(brand: Pick<SupportBrand, 'lineId'>): { id: string; url: string } {
  return { id: brand.lineId, url: `https://line.me/R/ti/p/${brand.lineId}` };
}
