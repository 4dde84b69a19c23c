import type { Messages } from '../types.ts';
import type { errors as th } from './errors.th.ts';

/** The error codes' messages in English. */
export const errors: Messages<typeof th> = {
  VALIDATION_FAILED: 'Your information is invalid, please check and retry again',
  NOT_FOUND: 'The requested item was not found',
  ROUTE_NOT_FOUND: 'This address does not exist',
  MAINTENANCE: 'We are under maintenance: nothing was saved. Please try again once we are back',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'We are briefly unavailable. Please try again in a moment',
  AUTH_REQUIRED: 'Unauthorized, please login again',
  AUTH_INVALID_CREDENTIALS: 'The email or password is incorrect',
  AUTH_FORBIDDEN: 'You do not have permission to do this',
  CSRF_REJECTED: 'The request was refused for your safety. Reload the page and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  MALFORMED_JSON: 'The request body is not valid JSON',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  FILE_REQUIRED: 'Please select file',
  FILE_TYPE_NOT_ALLOWED: 'Only JPG, PNG or PDF files are accepted',
  PDF_ACTIVE_CONTENT:
    'This PDF contains scripts, attached files or actions that run when it is opened, so it cannot be accepted. Please save it again as a new PDF (print to PDF) or send a photo instead',
  PDF_UNREADABLE:
    'This PDF cannot be read (it may be damaged or protected by a password). Please send a file without a password, or a photo',
  FILE_MISSING: 'This file could not be found in storage; our staff have been told',
  FILE_TOO_LARGE: 'The file must be 5 MB or smaller',
  KYC_FILE_TOO_LARGE: 'The file must be 10 MB or smaller',
  AUTH_PASSWORD_TOO_COMMON: 'This password is too common. Please choose another one.',
  AUTH_SALE_CODE_UNKNOWN: 'Sale code is not correct, please fill the correct Sale code',
  AUTH_OTP_COOLDOWN: 'Please wait before asking for a new OTP',
  AUTH_OTP_INVALID: 'The OTP you entered is incorrect, please check and enter the code again',
  AUTH_RESET_LINK_INVALID: 'This reset link has expired or was already used. Please ask for a new one.',
  AUTH_OTP_EXPIRED: 'This OTP has expired or was tried too many times. Please ask for a new one.',
  AUTH_PROVIDER_TOKEN_INVALID: 'Sign-in with this provider could not be verified. Please try again.',
  AUTH_PROVIDER_STATE_INVALID:
    'This sign-in was not started in this browser or has expired. Please start signing in again.',
  AUTH_PROVIDER_UNAVAILABLE: 'The sign-in provider cannot be reached right now. Please try again later.',
  AUTH_PROVIDER_DISABLED:
    'Sign-in with this service is turned off. Please sign in with your e-mail and password.',
  AUTH_PROVIDER_EMAIL_UNVERIFIED:
    "The provider has not verified this account's email. Please verify it there first.",
  AUTH_PROVIDER_PROFILE_MISMATCH:
    'The wallet account details do not match. Please sign in through the app again.',
  AUTH_CONSENT_REQUIRED:
    'Please accept the Privacy Policy and the terms and conditions to open an account with this provider.',
  AUTH_PENDING_SIGN_IN_INVALID:
    'This sign-in has expired or was already used. Please start the sign-in again.',
  AUTH_CURRENT_PASSWORD_WRONG: 'Your current password is incorrect',
  AUTH_SESSION_IDLE: 'Signed out after 30 minutes without activity. Please sign in again.',
  STAFF_2FA_ENROLMENT_REQUIRED: 'Staff accounts must set up two-factor sign-in before anything else',
  STAFF_2FA_RESET_SELF: 'You cannot reset your own two-factor sign-in; another administrator must do it',
  STAFF_2FA_KEEP:
    'Staff must keep two-factor sign-in on. If you changed your phone, ask another administrator to reset it',
  AUTH_2FA_REQUIRED: 'Please enter the two-factor code from your authenticator app',
  AUTH_2FA_INVALID: 'The two-factor code is incorrect, please try again',
  AUTH_2FA_ALREADY_ENABLED: 'Two-factor authentication is already enabled',
  AUTH_2FA_NOT_ENABLED: 'Two-factor authentication is not enabled',
  AUTH_RECOVERY_LINK_INVALID: 'This recovery link has expired or was already used. Please contact us.',
  AUTH_RECOVERY_DATA_MISMATCH: 'The details do not match this account. Please check and try again.',
  AUTH_SMS_UNAVAILABLE: 'We cannot send SMS right now. Please get the OTP by e-mail.',
  PHONE_SMS_UNAVAILABLE: 'SMS setup failed: we cannot send SMS right now. Please try again later.',
  PHONE_NOT_MOBILE:
    'The phone number in your profile is not a mobile number that can receive SMS. Please change it first.',
  PHONE_CODE_LIMIT:
    'We have sent as many codes to this number as we can for now. Please try again in an hour.',
  PIN_MISMATCH: 'Pincodes do not match',
  PIN_TOO_SIMPLE:
    'This pincode is too easy to guess: avoid runs (such as 123456), one repeated digit (such as 111111) and repeated groups (such as 121212)',
  PIN_REQUIRED: 'Please enter your pincode',
  PIN_INVALID: 'The pincode is incorrect',
  PIN_BLOCKED: 'Your pincode is blocked after too many wrong tries. Please reset it with an OTP.',
  KYC_NATIONAL_ID_INVALID: 'Please enter your 13 digit identification card number',
  KYC_NATIONAL_ID_CHECK_DIGIT:
    'This national ID number is not valid: its last digit (the check digit) does not match the first 12. Please check it against your card.',
  KYC_BIRTH_DATE_INVALID: 'Please enter the correct date of birth',
  KYC_UNDER_AGE: 'Unable to proceed since you are below the age of 20 years',
  KYC_BLOCK_DISABLED:
    'Blocking accounts is turned off (useBlockedStatus). Reject the case or ask for a revision instead.',
  KYC_BLOCKED:
    "Sorry, you cannot proceed under the company's onboarding policy. Please contact customer service.",
  KYC_NOT_FOR_JURISTIC: 'Juristic customers do not fill in this form. Please contact customer service.',
  KYC_ASSESSMENT_NOT_DONE: 'You have not completed this assessment yet',
  KYC_FATCA_AGREEMENT_REQUIRED: 'Please accept the terms to proceed',
  QUESTIONNAIRE_VERSION_STALE: 'The questionnaire has been updated. Please reload it and answer again.',
  KYC_LASER_ID_INVALID: 'Please enter the laser ID from the back of your card: 2 letters and 10 digits',
  KYC_ID_EXPIRY_INVALID: 'Please enter the card expiry date (DD/MM/YYYY) or choose lifetime',
  KYC_ID_EXPIRED: 'Your identification card has expired. Please use a valid card.',
  KYC_IDENTITY_FIELD_MISMATCH:
    'Does not match the card registered with the Department of Provincial Administration; please check it against your card',
  KYC_IDENTITY_MISMATCH: 'Your information is invalid, please check and retry again',
  KYC_ID_HELD_BY_ANOTHER_ACCOUNT:
    'This national ID or laser ID is already used by another account. One person can hold one account: if it is yours, recover that account.',
  KYC_LIVENESS_FAILED: 'Identity verification failed. Please try again.',
  NDID_DISABLED:
    'Identity verification with NDID is not available now; please verify with your ID card photos',
  NDID_IDP_UNKNOWN: 'The chosen bank is not one of the identity providers; please pick one from the list',
  NDID_REQUEST_NOT_FOUND: 'This identity verification request was not found',
  NDID_REQUEST_CLOSED: 'This identity verification request has ended; please start a new one',
  NDID_RESPONSE_INVALID:
    "The bank's identity answer could not be verified; please try again or verify with your ID card photos",
  KYC_PHOTOS_REQUIRED: 'Please take the photos of the front and back of your ID card and a selfie first',
  KYC_IDENTITY_REQUIRED: 'Please complete the identity data check first',
  KYC_ADDRESS_INVALID: 'The province, district, subdistrict and postal code do not match. Please check them.',
  KYC_BANK_ACCOUNT_INVALID: 'Bank account number is incorrect',
  KYC_BANK_NAME_MISMATCH: 'The bank account name must be the same as the applicant',
  KYC_HANDOFF_INVALID:
    'This link or QR code has expired or was already used. Please create a new one on your computer.',
  CALENDAR_WEEKEND: 'Saturdays and Sundays are closed days already; there is no need to add them',
  CALENDAR_DAY_EXISTS: 'This day is already a holiday',
  CALENDAR_DAY_HAS_ORDERS:
    'Orders are waiting to trade on this day, so it cannot become a holiday; deal with them first',
  ORDER_IDEMPOTENCY_KEY_REQUIRED: 'The request has no Idempotency-Key. Please try again.',
  ORDER_IDEMPOTENCY_MISMATCH: 'This Idempotency-Key was already used for a different order',
  ORDER_NOT_ALLOWED: 'Investing is not allowed for this account',
  ORDER_ACCOUNT_NOT_VERIFIED: 'Please complete identity verification and wait for approval before investing',
  ORDER_ACCOUNT_RESTRICTED:
    'New increases and switches are suspended for your account. Please update your information or contact support.',
  ORDER_STRATEGY_NOT_OPEN: 'This strategy is not open for orders yet',
  ORDER_AMOUNT_INVALID: 'Please enter a valid amount',
  ORDER_BELOW_MINIMUM_FIRST:
    'The minimum first investment in this strategy is {{minimum}} baht. Please enter a new amount.',
  ORDER_BELOW_MINIMUM_TOP_UP:
    'Each top-up in this strategy is at least {{minimum}} baht. Please enter a new amount.',
  ORDER_TOO_FEW_STRATEGIES: 'Please choose at least 2 strategies',
  ORDER_UNITS_INVALID: 'Please enter a valid number of units (at most 4 decimal places)',
  ORDER_EXCEEDS_AVAILABLE_UNITS: 'The order is more than the units you have available',
  ORDER_BELOW_MINIMUM_REDUCTION: "The reduction is below the strategy's minimum reduction value",
  ORDER_NO_HOLDING: 'You hold no units of this strategy',
  ORDER_RISK_MISMATCH:
    'This strategy is riskier than your risk tolerance. Please confirm that you accept the risk, or go back and read the factsheet.',
  ORDER_SUITABILITY_REQUIRED: 'You have not completed this assessment yet, or it has expired',
  ORDER_CANNOT_CANCEL:
    'This order cannot be cancelled: a switch can be cancelled only before 14:00 on its effective date',
  ORDER_SWITCHING_UNAVAILABLE:
    'Switching between strategies is not available at the moment; please try later or contact support',
  ORDER_NOT_PAID_IN_TIME: 'Not paid in time: no payment arrived within 5 business days of the trade date',
  ORDER_SWITCH_NOTHING_TO_BUY:
    'The switch-out proceeds came to 0.00 THB at the NAV, so there was nothing to buy',
  ORDER_SWITCH_PROCEEDS_TOO_SMALL:
    'The units to switch are worth less than 0.01 THB at the latest NAV: there would be nothing to buy',
  ORDER_SWITCH_SAME_STRATEGY: 'Please choose a different strategy to switch into',
  KYC_CONTRACT_VERSION_STALE:
    'The contract has been updated. Please read the latest version and accept it again.',
  KYC_CONTRACT_ALREADY_SIGNED: 'You have already signed this contract',
  KYC_JURISTIC_CUSTOMER_SERVICE:
    'Corporate accounts are opened through customer service. Please contact us: Tel. +66 2 000 0000 (Mon-Fri 09:00-18:00) · LINE @mfundsupport',
  KYC_CASE_STATE: 'This cannot be done in the current state of the verification.',
  PROFILE_NOT_VERIFIED: 'Your account is not approved yet: change your data in the verification steps.',
  CHANGE_REQUEST_OPEN:
    'You already have a change request of this kind waiting for review. Please wait for its result.',
  CHANGE_REQUEST_NOTHING_CHANGED: 'Nothing has changed.',
  CHANGE_REQUEST_EDD_DOCUMENTS_REQUIRED:
    'This change needs your bank statements for the past 6 months and a supporting document.',
  CHANGE_REQUEST_BOOK_BANK_REQUIRED:
    'Please attach the photo of the new account’s book bank that you uploaded.',
  CHANGE_REQUEST_STATE: 'This request has already been decided.',
  KYC_STEPS_INCOMPLETE: 'Data incomplete: please finish the remaining steps first.',
  ORDER_CANNOT_DECIDE: 'This order has already been decided',
  PAYOUT_WRONG_STATUS: 'This payout cannot do that in its current status',
  PAYOUT_MAKER_CANNOT_CONFIRM: 'Whoever prepared the batch cannot confirm it: another staff member must',
  PAYOUT_BATCH_EMPTY: 'No payout is ready to pay by this value date',
  PAYOUT_BATCH_CLOSED: 'Every payout of this batch already has its outcome',
  PAYOUT_BANK_MISSING: 'There is no bank account to pay to: please add one in your profile',
  PAYOUT_BANK_NOT_VERIFIED: 'The bank account to pay to is not verified yet: we pay once it is',
  PAYOUT_DESTINATION_CHANGED:
    'Your account to receive money changed after this payout was settled: we will pay it to your new account',
  PAYOUT_WALLET_MISSING: 'There is no verified wallet to pay to: we will contact you',
  PAYOUT_BATCH_NOT_WALLET: 'This is a bank batch: record what the bank answered',
  WALLET_ADDRESS_INVALID: 'This wallet address is not valid on the network chosen: please check it',
  WALLET_UNCHANGED: 'This is already the wallet in use',
  ORDER_WALLET_NOT_VERIFIED:
    'There is no verified wallet yet: receive to your bank account, or add a wallet in your profile',
  CUSTODIAN_DISABLED: 'The custodian is switched off (the custodian feature flag): no reconciliation runs',
  TAX_INVOICE_ALREADY_CANCELLED: 'This tax invoice is already cancelled',
  DOCUMENT_CANCELLED_NOT_RESENT:
    'This tax invoice is cancelled and cannot be re-sent to the investor: send its replacement instead',
  CONTRACT_VIEW_DISABLED:
    'The signed contract cannot be viewed online right now: please contact us for a copy',
  CLIENT_ERRORS_DISABLED: 'Error reports from the web pages are not being accepted right now',
  STATEMENT_MONTH_NOT_ENDED: 'A statement can be had only for a month that has ended',
  STATEMENT_NOTHING_HELD: 'You held no units and made no transaction in this month, so there is no statement',
  STATEMENTS_DISABLED:
    'Statements cannot be downloaded in the app right now: please send us a statement request',
  STATEMENT_REQUEST_CLOSED: 'The statement of this request has already been sent',
  STATEMENT_RUN_HAS_NO_FAILURES: 'This run has no failed statements to retry',
  DOCUMENT_DOWNLOAD_DISABLED: 'Tax invoice download is not available right now: please contact us',
  PAYOUT_BANK_NAME_MISMATCH: 'The bank account name does not match the investor: compliance is checking it',
  NAV_BEFORE_CUT_OFF: "Today's NAV can be entered only after the 14:00 cut-off",
  NAV_DATE_IN_FUTURE: 'This NAV date has not come yet',
  NAV_NOT_BUSINESS_DAY: 'This date is not a business day',
  NAV_BEFORE_MANAGEMENT_START: "The NAV date is before this strategy's management start date",
  NAV_ALREADY_APPROVED: 'The NAV of this day is approved already and cannot be changed',
  TIER_THRESHOLDS_INVALID:
    'Invalid tier thresholds: one tier must start at 0 THB and no two tiers may share a threshold',
  NAV_NOT_PENDING: 'This NAV is not waiting for approval',
  NAV_MAKER_CANNOT_APPROVE: 'The staff member who entered a NAV cannot approve it; another staff member must',
  FX_RATE_OUT_OF_RANGE: 'The reference rate must be between 10 and 100 THB per 1 USD',
  FX_RATE_DATE_IN_FUTURE: 'The date of this reference rate has not come yet',
  FX_RATE_NOT_BUSINESS_DAY: 'This date is not a business day, so it has no reference rate',
  FX_RATE_ALREADY_APPROVED: 'The reference rate of this day is approved already and cannot be changed',
  FX_RATE_NOT_PENDING: 'This reference rate is not waiting for approval',
  FX_RATE_MAKER_CANNOT_APPROVE:
    'The staff member who entered a reference rate cannot approve it; another staff member must',
  FX_DISPLAY_DISABLED: 'Values are shown in THB only right now',
  PERFORMANCE_REPORT_DISABLED: 'The performance report is under maintenance',
  DEPOSIT_ORDER_NOT_PAYABLE: 'This order is not an increase waiting for payment',
  DEPOSIT_QR_DISABLED: 'PromptPay QR payment is not available now; please pay by bank transfer',
  DEPOSIT_NOT_QR: 'This deposit is not paid by PromptPay QR',
  DEPOSIT_NOT_OPEN: 'This deposit has already been decided and cannot be changed',
  DEPOSIT_NOT_PENDING: 'This deposit is not waiting for verification',
  ORDER_NOT_FUNDED: 'The deposit for this order has not been verified yet, so it cannot be approved',
  PAYMENT_NOTIFICATION_INVALID: 'The payment notification could not be verified',
  PAYMENT_NOTIFICATION_UNAVAILABLE:
    'Payment notifications cannot be checked right now. Please try again later.',
  PAYMENT_REFERENCE_UNKNOWN: 'No deposit has this payment reference',
  JURISTIC_REGISTRATION_NUMBER_FORMAT: 'Please enter the 13 digit juristic person registration number',
  JURISTIC_REGISTRATION_NUMBER_CHECK_DIGIT:
    'This registration number is not valid: its check digit does not match',
  JURISTIC_REGISTRATION_NUMBER_TAKEN:
    'This registration number already has an account or one waiting for approval',
  JURISTIC_EMAIL_TAKEN:
    'This e-mail already belongs to another account; give the authorised person another one',
  JURISTIC_DOCUMENTS_MISSING: 'Attach the company certificate, the shareholder list and the board resolution',
  JURISTIC_DOCUMENT_UNKNOWN: 'An attached document was not found; please upload it again',
  JURISTIC_PERSON_MISMATCH: 'An authorised person’s details do not match the card registered with DOPA',
  JURISTIC_PERSON_UNDER_AGE: 'An authorised person must be at least 20 years old',
  JURISTIC_MAKER_CANNOT_DECIDE:
    'The staff member who prepared this account cannot decide it; another one must',
  JURISTIC_ACCOUNT_STATE: 'This juristic account has already been decided',
};
