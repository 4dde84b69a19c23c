import type { CSSProperties } from 'react';

const teal = '#14b8a6';
// The accent is too light for white text, so the button uses a darker teal that passes WCAG AA contrast.
const tealDark = '#0f766e';
const ink = '#0f172a';
const muted = '#475569';

export const fontStack =
  "'Noto Sans Thai', 'Sarabun', 'Leelawadee UI', Thonburi, Loma, system-ui, -apple-system, 'Segoe UI', sans-serif";

export const styles = {
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 2147483000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '24px 16px',
    overflowY: 'auto',
    background: 'linear-gradient(160deg, #f0fdfa 0%, #ffffff 55%, #ecfeff 100%)',
    fontFamily: fontStack,
    color: ink,
    outline: 'none',
  },
  card: {
    position: 'relative',
    width: '100%',
    maxWidth: 560,
    margin: 'auto',
    padding: 'clamp(32px, 6vw, 48px) clamp(20px, 5vw, 32px) 32px',
    borderRadius: 20,
    background: '#ffffff',
    boxShadow: '0 24px 60px -24px rgba(15, 118, 110, 0.35), 0 2px 8px rgba(15, 23, 42, 0.06)',
    borderTop: `6px solid ${teal}`,
    textAlign: 'center',
  },
  icon: {
    width: 72,
    height: 72,
    margin: '0 auto 24px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: '#ccfbf1',
    color: tealDark,
  },
  title: { margin: '0 0 16px', lineHeight: 1.35, textWrap: 'balance' },
  titleTh: { display: 'block', fontSize: 26, fontWeight: 700 },
  titleEn: { display: 'block', marginTop: 6, fontSize: 19, fontWeight: 600, color: tealDark },
  paragraph: { margin: '0 0 8px', fontSize: 16, lineHeight: 1.7, color: muted, textWrap: 'pretty' },
  notice: {
    margin: '20px 0 0',
    padding: '12px 16px',
    borderRadius: 12,
    background: '#f0fdfa',
    border: '1px solid #99f6e4',
    color: ink,
    fontSize: 15,
    lineHeight: 1.6,
    whiteSpace: 'pre-line',
    textAlign: 'left',
  },
  contact: { marginTop: 28, paddingTop: 24, borderTop: '1px solid #e2e8f0' },
  contactLabel: { margin: '0 0 14px', fontSize: 15, color: muted },
  lineButton: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    padding: '12px 22px',
    borderRadius: 999,
    background: tealDark,
    color: '#ffffff',
    fontSize: 16,
    fontWeight: 600,
    textDecoration: 'none',
  },
} satisfies Record<string, CSSProperties>;
