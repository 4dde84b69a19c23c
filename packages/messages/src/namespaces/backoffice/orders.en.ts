import { quote } from '../../quote.ts';
import type { Messages } from '../../types.ts';
import { glossary } from '../glossary.en.ts';
import type { ordersTh } from './orders.th.ts';

/** The back office's orders screens in English. */
export const ordersEn: Messages<typeof ordersTh> = {
  orders: {
    name_one: 'Order',
    name_other: 'Orders',
    fields: {
      ref: 'Reference',
      email: 'Investor e-mail',
      kind: 'Kind',
      strategyCode: 'Strategy',
      amountUnits: 'Amount / units',
      amount: '$t(orders.amount, {"ns": "common"})',
      units: 'Units',
      requestedAmount: 'Requested amount (THB)',
      requestedUnits: 'Requested units',
      stage: 'Stage',
      tradeDate: '$t(orders.tradeDate, {"ns": "common"})',
      createdAt: 'Created at',
      riskAcceptedAt: 'Risk warning accepted',
      fee: '$t(orders.fee, {"ns": "common"})',
      nav: 'NAV',
      settledAt: 'Settled at',
      rejectReason: 'Reject reason',
      paymentType: 'Payment method',
      receiveType: 'Payout to',
      batchRef: 'Batch reference',
      deposit: 'Payment',
      funded: 'Payment received',
      q: 'Search reference or e-mail',
    },
    // One name per word, quoted from the glossary the portal and the site use too.
    stages: quote('glossary:orderStages', glossary.orderStages, { nsSeparator: false }),
    kinds: quote('glossary:orderKinds', glossary.orderKinds, { nsSeparator: false }),
    legs: {
      title: 'Switch legs',
      out: 'Out leg',
      in: 'In leg',
    },
    risk: {
      accepted: 'Accepted',
      not_needed: 'Not needed',
      missing: 'Not accepted',
    },
    payment: {
      no_deposit: 'No deposit yet',
      not_needed: 'None needed',
      awaiting_verification: 'Waiting for the payment to be verified',
      funded: 'Verified',
      not_funded: 'Not verified yet',
    },
    payment_types: {
      BANK_TRANSFER: '$t(orders.bankTransfer, {"ns": "common"})',
      QR_PAYMENT: 'PromptPay QR',
    },
    receive_types: {
      BANK_ACCOUNT: 'Investor’s bank account',
      WALLET: 'Investor’s wallet',
      SWITCH: 'Switched into the target strategy',
    },
    full_redemption: 'Full redemption',
    units_suffix: 'units',
    baht_suffix: 'THB',
    actions: {
      approve: {
        button: 'Approve',
        title: 'Approve order {{ref}}?',
        content: 'The order will settle at the NAV of its trade date.',
        confirm: 'Confirm approval',
        done: 'Order approved',
      },
      reject: {
        button: 'Reject',
        title: 'Reject order {{ref}}',
        content: 'Reserved units go back to the investor, who sees this reason.',
        confirm: 'Confirm rejection',
        done: 'Order rejected',
      },
    },
  },
};
