import type { Metadata } from 'next';
import type { SearchParams } from '../listing/listingQuery';
import { FavoritesRoute } from '../favorites/FavoritesRoute';
import { loadWishlist } from '../favorites/loadWishlist';
import { WishlistPage } from '../favorites/WishlistPage';
import type { ListingRouteOptions } from './types';

// Personal pages: never indexed; the apps' route files add `dynamic = 'force-dynamic'` (no caching).
const personal: Metadata = { robots: { index: false, follow: false } };

/** `app/favorites/page.tsx` (base '/favorites/') and `app/personal/favorites/page.tsx`. */
export function favoritesRoute({ storefront }: Pick<ListingRouteOptions, 'storefront'>, base: '/favorites/' | '/personal/favorites/' = '/favorites/') {
  const metadata: Metadata = { ...personal, title: 'Избранное' };
  async function FavoritesPageRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
    return <FavoritesRoute base={base} searchParams={await searchParams} density={storefront.gridDensity ?? 'regular'} catalogHref={storefront.catalogHref} />;
  }
  return { metadata, Page: FavoritesPageRoute };
}

/** `app/favorites/wishlist/[guid]/page.tsx`: a shared folder, for anyone with the link. */
export function wishlistRoute({ storefront, serverApiClient }: ListingRouteOptions) {
  async function generateMetadata({ params }: { params: Promise<{ guid: string }> }): Promise<Metadata> {
    const wishlist = await loadWishlist(await serverApiClient(), (await params).guid);
    return { ...personal, title: wishlist.data.name };
  }
  async function WishlistPageRoute({ params }: { params: Promise<{ guid: string }> }) {
    const wishlist = await loadWishlist(await serverApiClient(), (await params).guid);
    return <WishlistPage wishlist={wishlist} density={storefront.gridDensity ?? 'regular'} />;
  }
  return { generateMetadata, Page: WishlistPageRoute };
}
