import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const box = secretBox('k'.repeat(40));

describe('secretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
  });

  it('refuses another key, an altered value and a plain value', () => {
    const sealed = box.seal('secret');
    expect(() => secretBox('x'.repeat(40)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow();
  });
});
