export interface MetaSocialContent {
  socialNetwork: 'Facebook' | 'Twitter';
  title: string;
  description: string;
}

export interface SeoContent {
  metaTitle: string;
  metaDescription: string;
  structuredData?: Record<string, unknown>;
  metaSocial: MetaSocialContent[];
}

/** A page's search metadata, shared as is on Facebook and Twitter. */
export function pageSeo(
  metaTitle: string,
  metaDescription: string,
  structuredData?: Record<string, unknown>,
): SeoContent {
  return {
    metaTitle,
    metaDescription,
    ...(structuredData ? { structuredData } : {}),
    metaSocial: (['Facebook', 'Twitter'] as const).map((socialNetwork) => ({
      socialNetwork,
      title: metaTitle,
      description: metaDescription,
    })),
  };
}
