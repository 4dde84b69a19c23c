import { useEffect, useId, useRef } from 'react';
import { styles } from './maintenance-screen-styles.ts';
import { type SupportBrand, supportLineOf } from './support-line.ts';

export interface MaintenanceScreenProps {
  /** The brand the app is built for: its LINE account is the contact, its legal name signs the screen. */
  brand: SupportBrand;
  /** Extra words from staff (e.g. when service resumes); shown only when it holds some text. */
  maintenanceText?: string | null;
}

/**
 * The full-page screen shown instead of every page while maintenance is on (spec §2). It speaks Thai and
 * English at once because the visitor's language choice may not be known, or loadable, at that moment.
 */
export function MaintenanceScreen({ brand, maintenanceText }: MaintenanceScreenProps) {
  const supportLine = supportLineOf(brand);
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const text = maintenanceText?.trim() ? maintenanceText : null;

  useEffect(() => {
    // The page beneath must neither scroll nor keep focus while it is covered.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  return (
    <div
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      style={styles.overlay}
    >
      <div style={styles.card}>
        <div style={styles.icon}>
          <svg
            aria-hidden="true"
            width="36"
            height="36"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1 id={titleId} style={styles.title}>
          <span lang="th" style={styles.titleTh}>
            ขออภัย ระบบอยู่ระหว่างปรับปรุง
          </span>{' '}
          <span lang="en" style={styles.titleEn}>
            Sorry, we are under maintenance
          </span>
        </h1>
        <div id={descriptionId}>
          <p lang="th" style={styles.paragraph}>
            ขณะนี้เรากำลังปรับปรุงระบบเพื่อให้บริการได้ดียิ่งขึ้น กรุณากลับมาใหม่อีกครั้งในภายหลัง
          </p>
          <p lang="en" style={styles.paragraph}>
            We are improving our service. Please come back again later.
          </p>
          {text && <p style={styles.notice}>{text}</p>}
        </div>
        <div style={styles.contact}>
          <p style={styles.contactLabel}>
            <span lang="th">ติดต่อเจ้าหน้าที่ผ่าน LINE</span> · <span lang="en">Contact us on LINE</span>
          </p>
          <a href={supportLine.url} target="_blank" rel="noopener noreferrer" style={styles.lineButton}>
            LINE {supportLine.id}
          </a>
        </div>
        <p style={styles.contactLabel}>
          <span lang="th">{brand.legalName.th}</span> · <span lang="en">{brand.legalName.en}</span>
        </p>
      </div>
    </div>
  );
}
