import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime, formatMoney, textOf } from '../../lib/format.ts';
import { useLanguage, useReasonText } from '../../lib/i18n/use-language.ts';
import { fileSaving } from '../../platform/save-file.ts';
import { type Deposit, useDepositQr, useLiveDeposit } from './api.ts';
import { qrFileName, qrImageFile } from './qr-image-file.ts';
import { SlipUpload } from './slip-upload.tsx';
import './deposits.css';

/** `/deposits/:id` (spec screen 22): pay by transfer with a slip, or by PromptPay QR, and follow the check. */
export function DepositPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const depositId = /^\d+$/.test(id ?? '') ? Number(id) : undefined;
  const deposit = useLiveDeposit(depositId);
  useDocumentTitle(t('deposit.title', { ref: deposit.data?.ref ?? '' }));
  if (depositId === undefined || deposit.error)
    return (
      <p className="form-error" role="alert">
        {t('deposit.loadFailed')}
      </p>
    );
  if (!deposit.data) return <ProgressBar />;
  return (
    <DepositView
      deposit={deposit.data}
      onChanged={(next) => void deposit.mutate(next, { revalidate: false })}
      onRecheck={() => void deposit.mutate()}
    />
  );
}

interface DepositViewProps {
  deposit: Deposit;
  onChanged: (deposit: Deposit) => void;
  /** Read the deposit again now (the investor says the QR is paid). */
  onRecheck: () => void;
}

function DepositView({ deposit, onChanged, onRecheck }: DepositViewProps) {
  const reasonText = useReasonText();
  const { t } = useTranslation();
  const language = useLanguage();
  const [paidClicked, setPaidClicked] = useState(false);
  const status = deposit.status;
  // Only the bank's confirmation settles a QR payment: until it arrives the QR stays up and nothing is "received".
  const qrOpen = deposit.method === 'QR_PAYMENT' && (status === 'AWAITING_SLIP' || status === 'PENDING');

  return (
    <div className="stack deposit-page">
      <h1>{t('deposit.title', { ref: deposit.ref })}</h1>
      <dl className="deposit-figures">
        <Figure label={t('deposit.statusLabel')}>
          <span className={`deposit-status deposit-status-${status}`}>
            {qrOpen ? t('deposit.qr.status') : t(`deposit.status.${status}`)}
          </span>
        </Figure>
        <Figure label={t('deposit.amount')} copy={deposit.amount}>
          {formatMoney(language, deposit.amount)}
        </Figure>
        <Figure label={t('deposit.ref')} copy={deposit.ref}>
          {deposit.ref}
        </Figure>
      </dl>

      {status === 'VERIFIED' && deposit.method === 'QR_PAYMENT' && <QrPaymentReceived deposit={deposit} />}
      {status === 'VERIFIED' && deposit.method === 'BANK_TRANSFER' && (
        <p role="status" className="deposit-verified">
          {t('deposit.verified')} {deposit.verifiedAt && `(${formatDateTime(language, deposit.verifiedAt)})`}
        </p>
      )}
      {status === 'REJECTED' && (
        <div role="alert" className="deposit-rejected">
          <p>{t('deposit.rejected')}</p>
          {deposit.rejectReason && (
            <p>{t('deposit.rejectReason', { reason: reasonText(deposit.rejectReason) })}</p>
          )}
          <p>{t('deposit.nameMismatch')}</p>
        </div>
      )}
      {status === 'PENDING' && deposit.method === 'BANK_TRANSFER' && (
        <p role="status">{t('deposit.pendingLead')}</p>
      )}

      {deposit.method === 'BANK_TRANSFER' && status === 'AWAITING_SLIP' && (
        <>
          <p>{t('deposit.transferLead')}</p>
          <dl className="deposit-figures">
            <Figure label={t('deposit.bank')} copy={textOf(language, deposit.companyAccount.bankName)}>
              {textOf(language, deposit.companyAccount.bankName)}
            </Figure>
            <Figure label={t('deposit.branch')} copy={textOf(language, deposit.companyAccount.branch)}>
              {textOf(language, deposit.companyAccount.branch)}
            </Figure>
            <Figure label={t('deposit.accountNumber')} copy={deposit.companyAccount.accountNumber}>
              {deposit.companyAccount.accountNumber}
            </Figure>
            <Figure label={t('deposit.accountNameTh')} copy={deposit.companyAccount.accountName.th}>
              {deposit.companyAccount.accountName.th}
            </Figure>
            <Figure label={t('deposit.accountNameEn')} copy={deposit.companyAccount.accountName.en}>
              {deposit.companyAccount.accountName.en}
            </Figure>
          </dl>
          <p className="muted">{t('deposit.nameMismatch')}</p>
          <SlipUpload depositId={deposit.id} onUploaded={onChanged} />
        </>
      )}

      {qrOpen && (
        <QrPayment
          deposit={deposit}
          paid={paidClicked}
          onPaid={() => {
            setPaidClicked(true);
            onRecheck();
          }}
        />
      )}

      {deposit.orderIds.length > 0 && (
        <section>
          <h2>{t(status === 'REJECTED' ? 'deposit.payAgain.title' : 'deposit.orders')}</h2>
          {status === 'REJECTED' && <p>{t('deposit.payAgain.lead')}</p>}
          <ul>
            {deposit.orderIds.map((orderId) => (
              <li key={orderId}>
                <Link to={`/orders/${orderId}`}>
                  {t(status === 'REJECTED' ? 'deposit.payAgain.order' : 'deposit.order', { id: orderId })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The bank confirmed the QR payment: shown in place of the QR, which must not be paid a second time. */
function QrPaymentReceived({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  return (
    <section role="status" aria-labelledby={headingId} className="deposit-qr-received">
      <h2 id={headingId}>{t('deposit.qr.received')}</h2>
      <p>{t('deposit.qr.receivedLead', { amount: formatMoney(language, deposit.amount) })}</p>
      {deposit.verifiedAt && (
        <p className="muted">
          {t('deposit.qr.receivedAt', { time: formatDateTime(language, deposit.verifiedAt) })}
        </p>
      )}
    </section>
  );
}

/**
 * The QR to pay and its figures. "I have paid" sends nothing to the bank: it only says the page is waiting for the
 * bank's confirmation (read again every few seconds), and the QR stays up in case the payment did not go through.
 */
function QrPayment({ deposit, paid, onPaid }: { deposit: Deposit; paid: boolean; onPaid: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const qr = useDepositQr(deposit.id);
  return (
    <section className="stack deposit-qr">
      <p>{t('deposit.qr.lead')}</p>
      {qr.error && (
        <p className="form-error" role="alert">
          {t('deposit.loadFailed')}
        </p>
      )}
      {!qr.data && !qr.error && <ProgressBar />}
      {qr.data && (
        <>
          <img
            className="deposit-qr-image"
            src={qr.data.imageDataUrl}
            alt={t('deposit.qr.image', { amount: formatMoney(language, qr.data.amount) })}
          />
          <QrImageActions imageDataUrl={qr.data.imageDataUrl} reference={qr.data.reference} />
          <dl className="deposit-figures">
            <Figure label={t('deposit.amount')} copy={qr.data.amount}>
              {formatMoney(language, qr.data.amount)}
            </Figure>
            <Figure label={t('deposit.qr.reference')} copy={qr.data.reference}>
              {qr.data.reference}
            </Figure>
          </dl>
        </>
      )}
      <p className="muted">{t('deposit.qr.waiting')}</p>
      <p className="muted">{t('deposit.nameMismatch')}</p>
      {paid ? (
        <p role="status" className="deposit-qr-waiting">
          {t('deposit.qr.waitingBank')}
        </p>
      ) : (
        <button type="button" className="button button-primary" onClick={onPaid}>
          {t('deposit.qr.paid')}
        </button>
      )}
    </section>
  );
}

/** Save the QR as a PNG and, where the browser can hand files to other apps, share it (the platform's way). */
function QrImageActions({ imageDataUrl, reference }: { imageDataUrl: string; reference: string }) {
  const { t } = useTranslation();
  const file = qrImageFile(imageDataUrl, qrFileName(reference));
  const title = t('deposit.qr.shareTitle', { ref: reference });
  return (
    <div className="deposit-qr-actions">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void fileSaving.save(file, title).catch(() => undefined)}
      >
        {t('deposit.qr.save')}
      </button>
      {fileSaving.canShare(file) && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void fileSaving.share(file, title).catch(() => undefined)}
        >
          {t('deposit.qr.share')}
        </button>
      )}
    </div>
  );
}

/** A labelled figure; `copy` adds a button that puts the exact text on the clipboard. */
function Figure({ label, children, copy }: { label: string; children: ReactNode; copy?: string }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const id = useId();
  return (
    <div className="deposit-figure">
      <dt>
        <label htmlFor={id}>{label}</label>
      </dt>
      <dd>
        <output id={id}>{children}</output>
      </dd>
      {copy !== undefined && (
        <button
          type="button"
          className="button button-link"
          onClick={() => {
            void navigator.clipboard?.writeText(copy).then(
              () => showToast({ kind: 'success', message: t('deposit.copied') }),
              () => undefined,
            );
          }}
        >
          {t('deposit.copy', { label })}
        </button>
      )}
    </div>
  );
}
