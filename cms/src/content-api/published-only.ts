// Strapi 5 hands the draft version of a document to anyone allowed to read its content type who adds
// `status=draft` to the query (strapi/strapi#25326). Articles and disclosures must not reach the public
// before they are published, so reads without credentials always get the published version; editors
// preview drafts in the admin panel, and a build that needs drafts uses an API token.

/** A request to the content API that carries no API token or user JWT. */
export function isAnonymousContentApiRequest(
  path: string,
  authorization: string | undefined,
  apiPrefix: string,
): boolean {
  const isContentApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
  return isContentApi && !authorization;
}

/** The query with any draft/published choice removed, which leaves Strapi's default: published. */
export function withoutStatus(query: Record<string, unknown>): Record<string, unknown> {
  const { status: _status, ...rest } = query;
  return rest;
}
