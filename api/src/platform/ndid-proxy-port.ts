import type { NdidRequestStatus } from '@fund/domain';
import type { JSONWebKeySet } from 'jose';

// The NDID proxy's interface lives here, beside the context that carries it, so the platform needs no feature
// module; the kyc module implements it (its simulator) and uses it (ndid-router.ts).

export interface NdidProxyRequest {
  requestId: string;
  /** The short code the bank's app shows beside the request, so the investor knows it is theirs. */
  referenceCode: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The NDID proxy, as the relying party sees it: open a request for a national ID at one identity provider, read
 * where it stands, and, once approved, the identity as a compact JWS the proxy signed (checked against `jwks`).
 */
export interface NdidProxy {
  createRequest(input: { idpId: string; nationalId: string }): Promise<NdidProxyRequest>;
  readRequest(requestId: string): Promise<{ status: NdidRequestStatus; signedResponse: string | null }>;
  /** The proxy's published keys. */
  jwks(): Promise<JSONWebKeySet>;
}
