let issued = 0;

/**
 * A client address no other request of this test file has used (RFC 2544's benchmarking range, 65,534 of them), so
 * the per-address limits (sign-up, uploads, hand-off redemption, enquiries) count only what one test sends. Random
 * picks from one /24 collided now and then, and a test of a limit then met it early.
 */
export function distinctClientIp(): string {
  issued += 1;
  return `198.18.${(issued >> 8) & 255}.${issued & 255 || 1}`;
}
