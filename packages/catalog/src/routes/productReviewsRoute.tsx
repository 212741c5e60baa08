import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ProductReviewsRoute } from '../reviews/ReviewsRoute';
import type { ProductRouteOptions, ProductRouteProps } from './productRoutes';

// Its own module, apart from productRoute: a route's client code is every client component its
// modules import, so the reviews' interactive parts stay out of the product page's first load.

/** `app/product/[article]/reviews/page.tsx`: the reviews header comes from the shell, via the app. */
export function productReviewsRoute({ serverApiClient, header }: Pick<ProductRouteOptions, 'serverApiClient'> & { header: ReactNode }) {
  const metadata: Metadata = { title: 'Отзывы', robots: { index: false } };
  async function ProductReviewsPageRoute({ params }: ProductRouteProps) {
    return <ProductReviewsRoute client={await serverApiClient()} article={(await params).article} header={header} />;
  }
  return { metadata, Page: ProductReviewsPageRoute };
}
