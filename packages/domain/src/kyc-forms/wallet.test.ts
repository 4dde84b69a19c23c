import { describe, expect, it } from 'vitest';
import { isWalletAddressOf, normalizeWalletAddress, walletAddressShort } from './wallet.ts';

// Published test vectors: EIP-55, BIP-173 / BIP-350, Bitcoin's genesis coinbase, the USDT contract on TRON.
describe('wallet addresses, checked per network', () => {
  it('Ethereum and BNB Smart Chain: 0x and 40 hex digits; mixed case must be the EIP-55 checksum', () => {
    for (const network of ['ETH', 'BSC']) {
      expect(isWalletAddressOf(network, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
      expect(isWalletAddressOf(network, '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
      expect(isWalletAddressOf(network, '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
      // One letter's case changed: the checksum catches it.
      expect(isWalletAddressOf(network, '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
      expect(isWalletAddressOf(network, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
      expect(isWalletAddressOf(network, '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toBe(false);
    }
  });

  it('Bitcoin: legacy, script and native segwit (v0 bech32, taproot bech32m) mainnet addresses', () => {
    expect(isWalletAddressOf('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isWalletAddressOf('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isWalletAddressOf('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(isWalletAddressOf('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    expect(isWalletAddressOf('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(
      true,
    );
    // A wrong checksum character, mixed case, a testnet address, a v0 program in bech32m.
    expect(isWalletAddressOf('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    expect(isWalletAddressOf('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(isWalletAddressOf('BTC', 'bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
    expect(isWalletAddressOf('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
    expect(isWalletAddressOf('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(false);
  });

  it('TRON: base58check starting with T', () => {
    expect(isWalletAddressOf('TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isWalletAddressOf('TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    // A valid Bitcoin address is not a TRON one.
    expect(isWalletAddressOf('TRON', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  });

  it('an address of one network is refused on another, and an unknown network refuses everything', () => {
    expect(isWalletAddressOf('BTC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isWalletAddressOf('ETH', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isWalletAddressOf('SOL', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isWalletAddressOf('ETH', '')).toBe(false);
  });

  it('spaces around a pasted address are dropped; its case is kept', () => {
    expect(normalizeWalletAddress('  0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(isWalletAddressOf('ETH', ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ')).toBe(true);
  });

  it('shows the start and the end of a long address', () => {
    expect(walletAddressShort('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5aAe…1BeAed');
    expect(walletAddressShort(null)).toBe('');
  });
});
