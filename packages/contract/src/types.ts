import type { paths } from './schema.d.ts';

/** Every path the API documents, in OpenAPI's form (`/orders/{id}`). */
export type ApiPath = keyof paths;

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
type OperationOf<P extends ApiPath, M extends Verb> = NonNullable<paths[P][M]>;

/** The methods a path answers. */
export type MethodOf<P extends ApiPath> = {
  [M in Verb]: paths[P][M] extends undefined | never ? never : M;
}[Verb];

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * The JSON a route answers with for a status (200 unless named), as its answer schema in the API declares it:
 * `Answer<'/strategies/{code}', 'get'>`. A route without an answer schema yet answers `never`.
 */
export type Answer<P extends ApiPath, M extends MethodOf<P> = MethodOf<P> & 'get', S extends number = 200> =
  OperationOf<P, M> extends { responses: infer R } ? (S extends keyof R ? JsonOf<R[S]> : never) : never;

/** The JSON body a route takes. */
export type RequestBody<P extends ApiPath, M extends MethodOf<P>> =
  OperationOf<P, M> extends {
    requestBody?: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;

/** The item of a list answer (`{ data: Item[] }`). */
export type ItemOf<List> = List extends { data: (infer Item)[] }
  ? Item
  : List extends (infer Item)[]
    ? Item
    : never;
