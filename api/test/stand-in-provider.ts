import http from 'node:http';
import type { CryptoKey } from 'jose';
import { exportJWK, generateKeyPair } from 'jose';
import { freePort } from './free-port.ts';

/** What one of a stand-in's endpoints answers a request (given its body read whole): a status and a JSON. */
export type StandInEndpoint = (body: string, req: http.IncomingMessage) => [status: number, json: unknown];

export interface StandInProvider {
  /** Its address, `http://127.0.0.1:<port>`; its key set is at `${base}/certs`. */
  base: string;
  /** The RS256 key it signs with, published in its key set under the kid it was given. */
  signingKey: CryptoKey;
  /** Another RS256 key, which it does not publish: an impostor's. */
  strangerKey: CryptoKey;
  close(): Promise<void>;
}

/**
 * An outside service a test controls (an identity provider, the bank), on a free local port: its key set at
 * `/certs`, the endpoints the test gives by path, and 404 for the rest.
 */
export async function startStandInProvider(
  kid: string,
  endpoints: Record<string, StandInEndpoint> = {},
): Promise<StandInProvider> {
  const pair = await generateKeyPair('RS256');
  const strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const endpoint: StandInEndpoint | undefined =
      req.url === '/certs' ? () => [200, jwks] : endpoints[req.url ?? ''];
    const [status, json] = endpoint?.(body, req) ?? [404, {}];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    signingKey: pair.privateKey,
    strangerKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
  });
}

/**
 * Apple's token endpoint: a posted `code` is exchanged for the id token the test filed under it, once (a code is
 * single use, as at Apple); any other code is `invalid_grant`.
 */
export function codeExchange(codes: Map<string, string>): StandInEndpoint {
  return (body) => {
    const code = new URLSearchParams(body).get('code') ?? '';
    const idToken = codes.get(code);
    codes.delete(code);
    return idToken ? [200, { id_token: idToken }] : [400, { error: 'invalid_grant' }];
  };
}
