import type { CatalogListing } from '@ornament/api-contract';

export interface ListingMetadata {
  title: string;
  description: string;
  robots: string;
  alternates: { canonical: string };
}

/** The page's head from the listing's meta; the shop name is added by the layout's title template. */
export function listingMetadata(meta: CatalogListing['meta']): ListingMetadata {
  return {
    title: meta.title,
    description: meta.description,
    robots: meta.robots,
    alternates: { canonical: meta.canonical },
  };
}
