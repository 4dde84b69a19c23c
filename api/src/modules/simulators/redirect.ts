import Joi from 'joi';

/**
 * Like a real provider, a simulator only redirects to registered addresses: here exactly the front ends' origins
 * (PUBLIC_ORIGINS). Another port on the same machine is another program, so it gets no token either.
 */
export function redirectUri(publicOrigins: string[]) {
  return Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .max(2000)
    .custom((value: string, helpers) => {
      return publicOrigins.includes(new URL(value).origin) ? value : helpers.error('any.invalid');
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
