/**
 * Spec §9 flags that left the catalogue: each would be a switch that changes nothing here. The reason says why;
 * a flag comes back to `catalogue.ts` in the change that builds what it governs. Their names stay unknown to the
 * lookup, which answers the spec's default object (invest false) for them.
 */
export const retiredFlags = {
  // Built another way.
  vconsole:
    "The app's web view is debugged with the platforms' own inspectors (Chrome for Android, Safari for iOS), which need no code in the app; a console inside the page would be one more way to read an investor's data.",
  // Partners that do not exist here.
  logTMNProfile: 'The wallet-app profile is never logged: it carries personal data (PDPA).',
  mtriggerTmn: 'The trigger strategy is not one of the six strategies sold here.',
  bannerFundMTT: 'The trigger strategy is not one of the six strategies sold here.',
  trueMoneyDevAccessToken: 'A development token of the wallet app; the wallet app is simulated here.',
  bitazzaOnMfund: 'The partner exchange is not connected to this product.',
  scbs: 'The securities broker is not connected to this product.',
  merkleOTPOnBuySell: 'Orders are confirmed with the investor’s PIN; the sister platform asks no OTP here.',
  merkleExclusive: 'The sister platform’s exclusive offer is not part of this product.',
  newMerkleExclusive: 'The sister platform’s exclusive offer is not part of this product.',
  useMerkleToMfundParse2:
    'The sister platform answers one profile format here; there is no second parser to choose.',
  createEstamp: 'Stamp duty is not filed by this product; no e-stamp service is connected.',
  createClientSummary:
    'The signed contract and the KYC case are the client summary; no separate document exists.',
  disableDepositTHBonMfund:
    'There is no THB wallet deposit to disable: money comes in by transfer or QR only.',
  mfundFundWalletAddress: 'Investors do not deposit digital assets; there is no fund wallet address to show.',
  showMarketMenu: 'There is no market menu in this product.',
  // Debugging aids and variants of the old app: the new behaviour is the only one.
  mockEmailOTP:
    'E-mail always goes through the configured SMTP server (the mail catcher locally); nothing to switch.',
  testAccountExclusion: 'Test accounts exist only outside production (the seeded demo accounts).',
  newKyc: 'The 7-step KYC is the only flow.',
  revampKyc: 'The current KYC screens are the only ones.',
  newOverallPage: 'The current overview page is the only one.',
  newLayoutContract: 'The current contract layout is the only one.',
} satisfies Record<string, string>;

export type RetiredFlagName = keyof typeof retiredFlags;
