export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestInit,
  createApiClient,
  csrfHeader,
  csrfTokenPath,
  type Method,
  newIdempotencyKey,
} from './client.ts';
export { ApiError, type FieldProblem, type Problem, readProblem } from './problem.ts';
export type { components, operations, paths } from './schema.d.ts';
export type { Answer, ApiPath, ItemOf, MethodOf, RequestBody } from './types.ts';
