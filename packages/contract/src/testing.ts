import type { Problem } from './problem.ts';
import type { Answer, ApiPath, MethodOf } from './types.ts';

/**
 * A test double's answer for a route, typed by its answer schema: a stub cannot answer what the API never would (a
 * field it never sends, a number where it sends a decimal string fails the type check).
 * `answerOf('/strategies/{code}', 'get', strategy)`.
 */
export function answerOf<P extends ApiPath, M extends MethodOf<P>, S extends number = 200>(
  _path: P,
  _method: M,
  body: Answer<P, M, S>,
  init: ResponseInit & { status?: S } = {},
): Response {
  return Response.json(body, init);
}

/** A body typed by a route's answer schema, for fixtures built once and answered by several stubs. */
export function answerBody<
  P extends ApiPath,
  M extends MethodOf<P> = MethodOf<P> & 'get',
  S extends number = 200,
>(body: Answer<P, M, S>): Answer<P, M, S> {
  return body;
}

/**
 * A refusal as the API sends it: problem+json, the contract's `Problem`, its type `urn:problem:<code>`, with the
 * members some refusals add (`errors`, `details`, `pendingSignInToken`, `detail`).
 */
export function problemOf(
  status: number,
  code: string,
  members: Pick<Problem, 'errors' | 'details' | 'pendingSignInToken' | 'detail'> = {},
): Response {
  const body: Problem = { type: `urn:problem:${code}`, title: code, status, code, ...members };
  return Response.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}
