import type { ApiClient, CatalogListingResult } from '@ornament/api-client';
import type { BrandId } from '@ornament/domain';
import { Breadcrumbs, Button, Container, type GridDensity } from '@ornament/ui-kit';
import type { ReactNode } from 'react';
import { ItemListAnalytics } from '../analytics/ItemListAnalytics';
import { linkedItemsOf } from '../analytics/listItems';
import { productCountText } from '../product/cardProps';
import { ProductList } from '../product/ProductList';
import * as styles from './listing.css';
import type { SearchParams } from './listingQuery';
import { loadListing } from './loadListing';
import { Pagination } from './Pagination';
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
  /** The filter panel (catalogue issue); rendered above the grid. */
  filters?: ReactNode;
  /** 'Показать ещё' (catalogue issue); rendered between the grid and the page links. */
  loadMore?: ReactNode;
}

/** The catalogue listing, rendered on the server: heading, count, sort, products and page links. */
export async function CatalogPage({ client, path, searchParams, ...rest }: CatalogPageProps) {
  const listing = await loadListing(client, path, searchParams);
  return <CatalogListingView listing={listing} path={path} searchParams={searchParams} {...rest} />;
}

export interface CatalogListingViewProps extends Omit<CatalogPageProps, 'client'> {
  listing: CatalogListingResult;
}

/** The listing from data already fetched (tests, other pages reusing the layout). */
export function CatalogListingView({ listing, path, searchParams, catalogHref, brand, density, filters, loadMore }: CatalogListingViewProps) {
  const { meta, data: products, productCount } = listing;
  const list = { name: meta.h1 };
  const firstIndex = (meta['current-page'] - 1) * meta['per-page'];
  return (
    <Container as="div" className={styles.page}>
      <Breadcrumbs items={meta.breadcrumbs} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{meta.h1}</h1>
        <span className={styles.count}>{productCountText(productCount)}</span>
      </div>
      {filters}
      {products.length === 0 ? (
        <div className={styles.empty}>
          <p>Товары не найдены</p>
          <Button href={catalogHref} variant="secondary">
            Перейти в каталог
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <SortLinks options={meta.sort} />
          </div>
          {/* view_item_list on show, select_item on a product click; keyed so each page reports anew. */}
          <ItemListAnalytics key={`${path}:${meta['current-page']}`} list={list} items={linkedItemsOf(products, list, brand, firstIndex)}>
            <ProductList products={products} density={density} label={meta.h1} />
          </ItemListAnalytics>
          {loadMore}
          <Pagination path={path} searchParams={searchParams} current={meta['current-page']} pageCount={meta['page-count']} />
        </>
      )}
    </Container>
  );
}
