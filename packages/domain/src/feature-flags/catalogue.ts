/**
 * The runtime feature flags of spec §9, each with the behaviour it governs. `{product}` in the spec's names is
 * this product's key, `Mfund`. Where the spec gives a flag a different build-time and runtime value, the
 * runtime value is the default here (build-time values belong to the front ends' bundles).
 */
export const productKey = 'Mfund';

export interface FlagDefinition {
  default: boolean;
  governs: string;
}

export const featureFlagCatalogue = {
  // Build-time and runtime differ in the spec; these are the runtime values.
  vconsole: { default: false, governs: 'Shows the on-device debug console (log cap 500) in the mobile app.' },
  testAccountExclusion: { default: true, governs: 'Leaves test accounts out of reports and statistics.' },
  multipleLanguages: { default: true, governs: 'Offers the Thai/English language switch.' },
  createEstamp: { default: false, governs: 'Creates the stamp-duty record when a contract is signed.' },
  // On in both.
  mockEmailOTP: {
    default: true,
    governs: 'Sends e-mail OTP codes to the local mail catcher instead of the provider.',
  },
  mockSMSOTP: {
    default: true,
    governs: 'Sends SMS OTP codes to the local outbox instead of the SMS provider.',
  },
  logTMNProfile: { default: true, governs: 'Logs the wallet-app profile received at wallet sign-in.' },
  tmnEagle: { default: true, governs: 'Enables sign-in through the wallet app (TrueMoney).' },
  disableDepositTHBonMfund: {
    default: true,
    governs: 'Hides the THB wallet deposit; deposits go by bank transfer or QR payment.',
  },
  bitazzaOnMfund: { default: true, governs: 'Shows the partner exchange integration.' },
  errorEndpoint: { default: true, governs: 'Reports front-end errors to the API.' },
  createClientSummary: { default: true, governs: 'Creates the client summary document after approval.' },
  depositWithQRPayment: { default: true, governs: 'Offers PromptPay QR payment for deposits.' },
  generateTaxInvoiceNumber: { default: true, governs: 'Numbers tax invoices for fees.' },
  mfundFundWalletAddress: {
    default: true,
    governs: 'Shows the fund wallet address for digital-asset deposits.',
  },
  mfundCurrencySwitcher: { default: true, governs: 'Offers the display currency switcher.' },
  invoiceDownload: { default: true, governs: 'Lets investors download tax invoices.' },
  switching: { default: true, governs: 'Allows switch orders between strategies.' },
  preventWithdrawDust: {
    default: true,
    governs: 'A reduction leaving under 1 unit becomes a full reduction.',
  },
  useVerifio: { default: true, governs: 'Uses the identity-document check (verifio) in KYC.' },
  useMerkleToMfund: { default: true, governs: 'Allows sign-in with the sister platform account.' },
  newLandingPageNologin: { default: true, governs: 'Shows the new landing page to visitors.' },
  newLandingPageWithLogin: { default: true, governs: 'Shows the new landing page to signed-in investors.' },
  useMerkleToMfundParse2: { default: true, governs: 'Uses the second sister-platform profile format.' },
  tooManyLoginBan: { default: true, governs: 'Locks an account after 5 failed logins within 15 minutes.' },
  ndid: { default: true, governs: 'Offers NDID identity verification.' },
  userTier: { default: true, governs: 'Applies customer tiers to support and privileges.' },
  newOverallPage: { default: true, governs: 'Shows the new account overview page.' },
  mtriggerTmn: { default: true, governs: 'Offers the trigger strategy to wallet-app customers.' },
  viewSignedContract: { default: true, governs: 'Lets investors view their signed contract.' },
  newKyc: { default: true, governs: 'Uses the 7-step KYC flow.' },
  performanceReport: {
    default: true,
    governs: 'Offers the performance report; off shows the statement maintenance note.',
  },
  custodian: { default: true, governs: 'Shows third-party custodian details.' },
  scammerAlert: { default: true, governs: 'Shows the scammer alert on the site.' },
  useBlockedStatus: { default: true, governs: 'Applies the BLOCKED account status.' },
  revampKyc: { default: true, governs: 'Uses the revamped KYC screens.' },
  newMerkleExclusive: { default: true, governs: 'Shows the sister-platform exclusive offer.' },
  useCheckAml: { default: true, governs: 'Adds the AML questionnaire step to KYC.' },
  settlementOrder: {
    default: true,
    governs:
      'Settles approved orders when their NAV is approved. Off: an approved NAV settles nothing; the orders wait and settle at it once the flag is on again.',
  },
  bannerFundMTT: { default: true, governs: 'Shows the trigger-fund banner.' },
  logUserChange: { default: true, governs: 'Records every change to a user in the audit log.' },
  newLayoutContract: { default: true, governs: 'Uses the new contract layout.' },
  // Off in both.
  trueMoneyDevAccessToken: { default: false, governs: 'Uses a development access token for the wallet app.' },
  merkleOTPOnBuySell: { default: false, governs: 'Asks a sister-platform OTP on buy and sell.' },
  scbs: { default: false, governs: 'Enables the securities-broker integration.' },
  showMarketMenu: { default: false, governs: 'Shows the market menu.' },
  showToolsMenu: { default: false, governs: 'Shows the tools menu.' },
  merkleExclusive: { default: false, governs: 'Shows the old sister-platform exclusive offer.' },
  clearCachMobile: { default: false, governs: 'Clears the mobile app cache on start.' },
} satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof featureFlagCatalogue;

export const flagNames = Object.keys(featureFlagCatalogue) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(featureFlagCatalogue, name);
}
