import type { ApiClient, CatalogFiltersResult, CatalogListingResult } from '@ornament/api-client';
import type { BrandId } from '@ornament/domain';
import { filtersButtonText, listingMessages } from '@ornament/domain';
import { Breadcrumbs, Button, Container, type GridDensity } from '@ornament/ui-kit';
import { type ReactNode, Suspense } from 'react';
import { toListingCard } from '../analytics/listItems';
import { FilterPanel } from '../filters/FilterPanel';
import { filterPanelId } from '../filters/filterPanelId';
import { MobileFiltersButton } from '../filters/MobileFiltersButton';
import { loadFilters } from '../filters/loadFilters';
import { productCountText } from '../product/cardProps';
import { ListingRecommendations } from '../recommendations/ListingRecommendations';
import { badRequestHeading } from './badRequest';
import { ListingProducts } from './ListingProducts';
import * as styles from './listing.css';
import { applyExtras, loadListingExtras } from './listingExtras';
import { type SearchParams, toListingQuery } from './listingQuery';
import { ListingBadRequest } from './ListingNotice';
import { type ListingState, loadListingState } from './loadListing';
import { LoadMore } from './LoadMore';
import { Pagination } from './Pagination';
import { pageHref } from './pagination';
import { SortLinks } from './SortLinks';

export interface CatalogPageProps {
  client: ApiClient;
  /** The storefront path: '/jewelry-catalog/rings/'. */
  path: string;
  searchParams: SearchParams;
  /** Where the empty state sends the shopper: the storefront's catalogue root. */
  catalogHref: string;
  /** The storefront's brand: the analytics items' default brand (spec 1 §3). */
  brand: BrandId;
  density?: GridDensity;
  /** The listing already loaded by the route (its metadata needed it too); loaded here when absent. */
  state?: Promise<ListingState>;  /** A promotion banner under the heading (streamed in by the route). */
  banner?: ReactNode;
}

/**
 * The catalogue listing, rendered on the server: heading, count, filters, sort, products, load
 * more and page links; extras (prices, sale labels) after the products; recommendations streamed.
 */
export async function CatalogPage({ client, path, searchParams, state: loaded, ...rest }: CatalogPageProps) {
  const [state, filters] = await Promise.all([loaded ?? loadListingState(client, path, searchParams), loadFilters(client, path, searchParams)]);
  if (state.type === 'bad-request') return <ListingBadRequest heading={badRequestHeading(path)} path={path} />;
  const { listing } = state;
  const extras = await loadListingExtras(client, listing.data);
  const { page: _page, ...query } = toListingQuery(searchParams);
  const shown = { ...listing, data: applyExtras(listing.data, extras) };
  return (
    <CatalogListingView
      listing={shown}
      path={path}
      searchParams={searchParams}
      {...rest}
      filters={filters ? <FilterPanel filters={filters} /> : undefined}
      filterButton={filters ? <MobileFiltersButton listingUrl={pageHref(path, searchParams, 1)} panelId={filterPanelId} text={filtersButtonText(listing.prefilterList.length)} /> : undefined}
      loadMore={
        <LoadMore
          path={path}
          searchParams={searchParams}
          query={query}
          currentPage={listing.meta['current-page']}
          pageCount={listing.meta['page-count']}
          shownIds={listing.data.map((product) => product.id)}
          density={rest.density}
          listLabel={listing.meta.h1}
          text={listingMessages.loadMore}
          nextHref={pageHref(path, searchParams, listing.meta['current-page'] + 1)}
        />
      }
      recommendations={
        <Suspense fallback={null}>
          <ListingRecommendations client={client} path={path} searchParams={searchParams} productCount={listing.productCount} />
        </Suspense>
      }
    />
  );
}

export interface CatalogListingViewProps extends Omit<CatalogPageProps, 'client' | 'state'> {
  listing: CatalogListingResult;
  /** The filter panel; beside the grid from tablets up. */
  filters?: ReactNode;
  /** The phone's 'Фильтры' button, in the toolbar. */
  filterButton?: ReactNode;
  /** 'Показать ещё', between the grid and the page links. */
  loadMore?: ReactNode;
  /** Below the listing: recommendations for a short one. */
  recommendations?: ReactNode;
}

export type { CatalogFiltersResult };

/** The listing from data already fetched (tests, other pages reusing the layout). */
export function CatalogListingView(props: CatalogListingViewProps) {
  const { listing, path, searchParams, catalogHref, brand, density, filters, filterButton, loadMore, recommendations, banner } = props;
  const { meta, data: products, productCount } = listing;
  const list = { name: meta.h1 };
  const firstIndex = (meta['current-page'] - 1) * meta['per-page'];
  // The API prices a page in the request's currency; a card in another would carry its own.
  const pageCurrency = products[0]?.currency.code ?? 'RUB';
  const main = (
    <div className={styles.main}>
      <div className={styles.toolbar}>
        {filterButton}
        {products.length > 0 ? <SortLinks options={meta.sort} /> : null}
      </div>
      {products.length === 0 ? (
        <div className={styles.empty}>
          <p>{listingMessages.notFound}</p>
          <Button href={catalogHref} variant="secondary">
            {listingMessages.toCatalog}
          </Button>
        </div>
      ) : (
        <>
          {/* view_item_list on show, select_item on a product click; keyed so each page reports anew. */}
          <ListingProducts
            key={`${path}:${meta['current-page']}`}
            cards={products.map((product) => toListingCard(product, pageCurrency))}
            currency={pageCurrency}
            list={list}
            brand={brand}
            firstIndex={firstIndex}
            density={density}
          />
          {loadMore}
          <Pagination path={path} searchParams={searchParams} current={meta['current-page']} pageCount={meta['page-count']} />
        </>
      )}
    </div>
  );
  return (
    <Container as="div" className={styles.page}>
      <Breadcrumbs items={meta.breadcrumbs} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{meta.h1}</h1>
        <span className={styles.count}>{productCountText(productCount)}</span>
      </div>
      {banner}
      {filters ? (
        <div className={styles.body}>
          {filters}
          {main}
        </div>
      ) : (
        main
      )}
      {recommendations}
    </Container>
  );
}
