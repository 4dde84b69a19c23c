import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

/**
 * The digital-asset networks a redemption can be paid out on (spec §3 "receive type: wallet"). The custodian sends
 * the proceeds to the investor's own wallet on one of them; an address is checked against its network's format
 * and checksum before it is ever saved, so a mistyped character cannot send money to nobody.
 */
export const walletNetworks = [
  { code: 'BTC', nameTh: 'Bitcoin', nameEn: 'Bitcoin', example: 'bc1q…' },
  { code: 'ETH', nameTh: 'Ethereum (ERC-20)', nameEn: 'Ethereum (ERC-20)', example: '0x…' },
  { code: 'BSC', nameTh: 'BNB Smart Chain (BEP-20)', nameEn: 'BNB Smart Chain (BEP-20)', example: '0x…' },
  { code: 'TRON', nameTh: 'TRON (TRC-20)', nameEn: 'TRON (TRC-20)', example: 'T…' },
] as const;

export type WalletNetwork = (typeof walletNetworks)[number]['code'];

export const isWalletNetwork = (value: unknown): value is WalletNetwork =>
  walletNetworks.some((network) => network.code === value);

const base58check = createBase58check(sha256);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * An EVM address (Ethereum, BNB Smart Chain): 0x and 40 hex digits. All-lower or all-upper case carries no
 * checksum; mixed case is EIP-55's checksum and must match it exactly.
 */
function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  const hash = hex(keccak_256(new TextEncoder().encode(body.toLowerCase())));
  return [...body].every((char, i) => {
    if (/[0-9]/.test(char)) return true;
    const upper = Number.parseInt(hash[i]!, 16) >= 8;
    return upper ? char === char.toUpperCase() : char === char.toLowerCase();
  });
}

function decodesBase58check(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

/** A TRON address: base58check of 0x41 and 20 bytes, so it starts with T. */
function isTronAddress(address: string): boolean {
  const bytes = decodesBase58check(address);
  return bytes !== null && bytes.length === 21 && bytes[0] === 0x41;
}

/**
 * A Bitcoin mainnet address: legacy P2PKH (1…) or P2SH (3…) in base58check, or a native segwit address (bc1…):
 * version 0 in bech32 with a 20- or 32-byte program, versions 1-16 (taproot is 1) in bech32m.
 */
function isBitcoinAddress(address: string): boolean {
  if (/^bc1/i.test(address)) {
    if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
    const lower = address.toLowerCase() as `bc1${string}`;
    for (const coder of [bech32, bech32m]) {
      try {
        const { prefix, words } = coder.decode(lower);
        const version = words[0];
        if (prefix !== 'bc' || version === undefined || version > 16) continue;
        if ((version === 0) !== (coder === bech32)) continue;
        const program = coder.fromWords(words.slice(1));
        if (program.length < 2 || program.length > 40) continue;
        if (version === 0 && program.length !== 20 && program.length !== 32) continue;
        return true;
      } catch {
        // Not this encoding: try the other.
      }
    }
    return false;
  }
  const bytes = decodesBase58check(address);
  return bytes !== null && bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05);
}

const validators: Record<WalletNetwork, (address: string) => boolean> = {
  BTC: isBitcoinAddress,
  ETH: isEvmAddress,
  BSC: isEvmAddress,
  TRON: isTronAddress,
};

/** The address as it is kept: surrounding spaces removed, nothing else (case carries checksums). */
export const normalizeWalletAddress = (address: string): string => address.trim();

/** Whether `address` is a well-formed address of `network`, checksum included. */
export function isWalletAddressOf(network: string, address: string): boolean {
  if (!isWalletNetwork(network)) return false;
  return validators[network](normalizeWalletAddress(address));
}

/** The address as the investor sees it in lists and e-mails: its start and its end, enough to recognise it. */
export const walletAddressShort = (address: string | null | undefined): string =>
  !address ? '' : address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
