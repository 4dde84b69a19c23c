/** A Strapi REST query as nested values, e.g. `{ populate: { seo: { populate: '*' } } }`. */
export type StrapiQuery = { [key: string]: StrapiQueryValue };
type StrapiQueryValue = string | number | boolean | readonly StrapiQueryValue[] | StrapiQuery;

function flatten(prefix: string, value: StrapiQueryValue, pairs: [string, string][]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      flatten(`${prefix}[${index}]`, item, pairs);
    });
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as StrapiQuery)) flatten(`${prefix}[${key}]`, item, pairs);
  } else {
    pairs.push([prefix, String(value)]);
  }
}

/** Encodes a query the way Strapi's `qs` parser reads it: `populate[seo][populate]=*&sort[0]=order:asc`. */
export function encodeStrapiQuery(query: StrapiQuery): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) flatten(key, value, pairs);
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}
