import { CatalogPage, catalogRoutePath, listingMetadata, loadListing, type SearchParams } from '@ornament/catalog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

interface RouteProps {
  params: Promise<{ section: string; slug?: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** The catalogue path for a route, or undefined for a section this storefront does not list. */
async function catalogPathOf(params: RouteProps['params']): Promise<string | undefined> {
  const { section, slug } = await params;
  return catalogRoutePath(storefront.catalogSections, section, slug);
}

export async function generateMetadata({ params, searchParams }: RouteProps): Promise<Metadata> {
  const path = await catalogPathOf(params);
  if (!path) return {};
  const listing = await loadListing(await serverApiClient(), path, await searchParams);
  return listingMetadata(listing.meta);
}

export default async function CatalogRoute({ params, searchParams }: RouteProps) {
  const path = await catalogPathOf(params);
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
