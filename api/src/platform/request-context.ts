import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id of the work in progress: set for each HTTP request and for each job the request queued, so
 * every log line written on its behalf (through any logger) carries it, and the jobs it sends take it along.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => current.getStore()?.requestId;

export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? current.run({ requestId }, work) : work();
}

/** A request id as the proxy makes them (nginx's $request_id is 32 hex digits) or a UUID; anything else is refused. */
export const requestIdFormat = /^[\w-]{1,64}$/;
