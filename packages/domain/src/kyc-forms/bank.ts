/**
 * Thai banks that can receive redemptions, with their Bank of Thailand codes and the length of their
 * account numbers (spec §3 "Bank account"; §5 "the name must be the same as the applicant").
 */
export interface ThaiBank {
  code: string;
  swift: string;
  nameTh: string;
  nameEn: string;
  /** Digits in an account number of this bank. */
  accountDigits: number;
}

export const thaiBanks: readonly ThaiBank[] = [
  { code: '002', swift: 'BKKBTHBK', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank', accountDigits: 10 },
  { code: '004', swift: 'KASITHBK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank', accountDigits: 10 },
  { code: '006', swift: 'KRTHTHBK', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krung Thai Bank', accountDigits: 10 },
  {
    code: '011',
    swift: 'TMBKTHBK',
    nameTh: 'ธนาคารทหารไทยธนชาต',
    nameEn: 'TMBThanachart Bank',
    accountDigits: 10,
  },
  {
    code: '014',
    swift: 'SICOTHBK',
    nameTh: 'ธนาคารไทยพาณิชย์',
    nameEn: 'Siam Commercial Bank',
    accountDigits: 10,
  },
  {
    code: '022',
    swift: 'UBOBTHBK',
    nameTh: 'ธนาคารซีไอเอ็มบี ไทย',
    nameEn: 'CIMB Thai Bank',
    accountDigits: 10,
  },
  {
    code: '024',
    swift: 'UOVBTHBK',
    nameTh: 'ธนาคารยูโอบี',
    nameEn: 'United Overseas Bank (Thai)',
    accountDigits: 10,
  },
  {
    code: '025',
    swift: 'AYUDTHBK',
    nameTh: 'ธนาคารกรุงศรีอยุธยา',
    nameEn: 'Bank of Ayudhya (Krungsri)',
    accountDigits: 10,
  },
  {
    code: '030',
    swift: 'GSBATHBK',
    nameTh: 'ธนาคารออมสิน',
    nameEn: 'Government Savings Bank',
    accountDigits: 12,
  },
  {
    code: '033',
    swift: 'GOHUTHB1',
    nameTh: 'ธนาคารอาคารสงเคราะห์',
    nameEn: 'Government Housing Bank',
    accountDigits: 12,
  },
  {
    code: '034',
    swift: 'BAABTHBK',
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    nameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    accountDigits: 12,
  },
  {
    code: '066',
    swift: 'TIBTTHBK',
    nameTh: 'ธนาคารอิสลามแห่งประเทศไทย',
    nameEn: 'Islamic Bank of Thailand',
    accountDigits: 12,
  },
  { code: '067', swift: 'TFPCTHB1', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank', accountDigits: 10 },
  {
    code: '069',
    swift: 'KKPBTHBK',
    nameTh: 'ธนาคารเกียรตินาคินภัทร',
    nameEn: 'Kiatnakin Phatra Bank',
    accountDigits: 10,
  },
  { code: '070', swift: 'ICBKTHBK', nameTh: 'ธนาคารไอซีบีซี (ไทย)', nameEn: 'ICBC (Thai)', accountDigits: 10 },
  { code: '071', swift: 'THCETHB1', nameTh: 'ธนาคารไทยเครดิต', nameEn: 'Thai Credit Bank', accountDigits: 10 },
  {
    code: '073',
    swift: 'LAHRTHB2',
    nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    nameEn: 'Land and Houses Bank',
    accountDigits: 10,
  },
];

export const findThaiBank = (code: string): ThaiBank | undefined => thaiBanks.find((b) => b.code === code);

/** Digits only: the dashes and spaces of a passbook's layout are dropped. */
export const normalizeAccountNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** Only digits, exactly as many as the bank's account numbers have. */
export function isAccountNumberOf(bankCode: string, value: string): boolean {
  const bank = findThaiBank(bankCode);
  if (!bank) return false;
  return new RegExp(`^\\d{${bank.accountDigits}}$`).test(normalizeAccountNumber(value));
}

const titles = [
  'นางสาว',
  'นาง',
  'นาย',
  'น.ส.',
  'ด.ช.',
  'ด.ญ.',
  'เด็กชาย',
  'เด็กหญิง',
  'miss',
  'mrs.',
  'mrs',
  'mr.',
  'mr',
  'ms.',
  'ms',
];

/** A name as compared: a leading title dropped, then spaces, dots and case ignored. */
export function comparableName(value: string): string {
  let name = value.trim().toLowerCase();
  for (const title of titles) {
    // Latin titles must stand alone ("Mr Somchai", not "Mrsomchai"); Thai titles are written joined to the name.
    const latin = /^[a-z]/.test(title);
    if (name.startsWith(title) && (!latin || /^[\s.]/.test(name.slice(title.length)))) {
      name = name.slice(title.length);
      break;
    }
  }
  return name.replace(/[\s.]/g, '');
}

/** The account name matches when it is one of the applicant's names (Thai or English), titles, spaces and case aside. */
export function accountNameMatches(accountName: string, applicantNames: readonly string[]): boolean {
  const wanted = comparableName(accountName);
  return wanted.length > 0 && applicantNames.some((name) => comparableName(name) === wanted);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the bank's payer is the investor (spec §5 "payment name mismatch", §6 "only the account holder can issue
 * transfers"): the payer's name is one of the investor's names, Thai or English, titles, spaces and case aside, as
 * for the bank account (accountNameMatches). Banks send the payer's name masked, as "นาย ส*** ใ***": each run of `*`
 * then stands for the letters hidden, and the letters shown must be the investor's. A name made only of masks, or
 * none at all, proves nothing and does not match.
 */
export function payerNameMatches(payerName: string | null, investorNames: readonly string[]): boolean {
  if (!payerName) return false;
  if (!payerName.includes('*')) return accountNameMatches(payerName, investorNames);
  const shown = comparableName(payerName).split(/\*+/);
  if (shown.join('').length === 0) return false;
  const pattern = new RegExp(`^${shown.map(escapeRegExp).join('.+')}$`, 'u');
  return investorNames.some((name) => pattern.test(comparableName(name)));
}
