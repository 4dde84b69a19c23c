/**
 * The six strategies of spec §1 with their minimum suitability band (spec §9 risk table). Issue-level detail
 * (fees, minimums, NAV history) is added by the investing module; this is what the site lists.
 */
export const strategySeed = [
  {
    code: 'M-BTC',
    name: { th: 'กลยุทธ์บิตคอยน์', en: 'Bitcoin Strategy' },
    type: { th: 'สินทรัพย์ดิจิทัลเดี่ยว', en: 'Single digital asset' },
    summary: {
      th: 'ลงทุนในบิตคอยน์เพื่อการเติบโตระยะยาว เก็บรักษาโดยผู้รับฝากทรัพย์สินอิสระ',
      en: 'Invests in bitcoin for long-term growth, held by an independent custodian.',
    },
    riskLevel: 8,
    minBand: 'MODERATE',
  },
  {
    code: 'M-LARGECAP',
    name: { th: 'กลยุทธ์สินทรัพย์ดิจิทัลขนาดใหญ่', en: 'Large-Cap Strategy' },
    type: { th: 'ตะกร้าสินทรัพย์ดิจิทัล', en: 'Digital-asset basket' },
    summary: {
      th: 'กระจายการลงทุนในสินทรัพย์ดิจิทัลที่มีมูลค่าตลาดสูงสุด ปรับสัดส่วนทุกเดือน',
      en: 'Spreads across the largest digital assets by market value, rebalanced monthly.',
    },
    riskLevel: 8,
    minBand: 'HIGH',
  },
  {
    code: 'M-INFRA',
    name: { th: 'กลยุทธ์โครงสร้างพื้นฐานบล็อกเชน', en: 'Blockchain Infrastructure Strategy' },
    type: { th: 'ธีมการลงทุน', en: 'Thematic' },
    summary: {
      th: 'ลงทุนในโทเคนของเครือข่ายและโครงสร้างพื้นฐานที่ขับเคลื่อนบล็อกเชน',
      en: 'Invests in tokens of the networks and infrastructure that power blockchains.',
    },
    riskLevel: 8,
    minBand: 'VERY_HIGH',
  },
  {
    code: 'M-META',
    name: { th: 'กลยุทธ์เมตาเวิร์ส', en: 'Metaverse Strategy' },
    type: { th: 'ธีมการลงทุน', en: 'Thematic' },
    summary: {
      th: 'ลงทุนในโทเคนของโลกเสมือน เกม และเศรษฐกิจดิจิทัล',
      en: 'Invests in tokens of virtual worlds, gaming and digital economies.',
    },
    riskLevel: 8,
    minBand: 'VERY_HIGH',
  },
  {
    code: 'M-STABLE',
    name: { th: 'กลยุทธ์สเตเบิลคอยน์', en: 'Stablecoin Strategy' },
    type: { th: 'สเตเบิลคอยน์', en: 'Stablecoin' },
    summary: {
      th: 'ลงทุนในสเตเบิลคอยน์ที่อ้างอิงดอลลาร์สหรัฐ เพื่อผลตอบแทนที่สม่ำเสมอ',
      en: 'Invests in US-dollar stablecoins for steady returns.',
    },
    riskLevel: 6,
    minBand: 'LOW',
  },
  {
    code: 'M-NEXTGEN',
    name: { th: 'กลยุทธ์โทเคนยุคใหม่', en: 'Next-Generation Token Strategy' },
    type: { th: 'ธีมการลงทุน', en: 'Thematic' },
    summary: {
      th: 'กลยุทธ์ใหม่ ลงทุนในโทเคนรุ่นใหม่ที่มีศักยภาพการเติบโตสูง',
      en: 'A new strategy investing in next-generation tokens with high growth potential.',
    },
    riskLevel: 8,
    minBand: 'VERY_HIGH',
  },
] as const;
