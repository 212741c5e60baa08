import { CatalogPage, listingMetadata, loadListing, type SearchParams } from '@ornament/catalog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

interface RouteProps {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** '/products-search/text/text-{slug}/…': the first segment must be the query's slug (spec 1 §2). */
async function searchPathOf(params: RouteProps['params']): Promise<string | undefined> {
  const { slug } = await params;
  return slug[0]?.startsWith('text-') ? `/products-search/text/${slug.join('/')}/` : undefined;
}

export async function generateMetadata({ params, searchParams }: RouteProps): Promise<Metadata> {
  const path = await searchPathOf(params);
  if (!path) return {};
  const listing = await loadListing(await serverApiClient(), path, await searchParams);
  return listingMetadata(listing.meta);
}

/** Text-search results as the catalogue listing; no match shows the listing's empty state, never a 404. */
export default async function TextSearchRoute({ params, searchParams }: RouteProps) {
  const path = await searchPathOf(params);
  if (!path) notFound();
  return (
    <CatalogPage
      client={await serverApiClient()}
      path={path}
      searchParams={await searchParams}
      catalogHref={storefront.catalogHref}
      density={storefront.gridDensity}
    />
  );
}
