import { encode, generate, parse, tag, withCrcTag } from 'promptparse';
import QRCode from 'qrcode';
import type { PromptPayTarget } from './company-account.ts';

/**
 * The EMVCo PromptPay payload for exactly `amount` baht, carrying the deposit's reference: a tax id pays as a bill
 * (tag 30, the reference as ref1); an e-wallet id as AnyID (tag 29) with the reference in the additional data (tag
 * 62, reference label).
 */
export function promptPayPayload(target: PromptPayTarget, amount: string, reference: string): string {
  const baht = Number(amount);
  if (target.type === 'TAX_ID') {
    return generate.billPayment({ billerId: target.id, amount: baht, ref1: reference });
  }
  const base = parse(generate.anyId({ type: 'EWALLETID', target: target.id, amount: baht }));
  if (!base) throw new Error('PromptPay payload could not be built');
  const tags = base.getTags().filter((t) => t.id !== '63');
  return withCrcTag(encode([...tags, tag('62', encode([tag('05', reference)]))]), '63');
}

export async function qrImageDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
