import Joi from 'joi';

/**
 * Like a real provider, a simulator only redirects to registered addresses: here the front ends' origins and
 * the local machine, so it is never an open redirect.
 */
export function redirectUri(publicOrigins: string[]) {
  return Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .max(2000)
    .custom((value: string, helpers) => {
      const url = new URL(value);
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      return local || publicOrigins.includes(url.origin) ? value : helpers.error('any.invalid');
    });
}

export function withParams(
  base: string,
  params: Record<string, string>,
  where: 'query' | 'fragment',
): string {
  const url = new URL(base);
  const encoded = new URLSearchParams(params).toString();
  if (where === 'fragment') url.hash = encoded;
  else for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
