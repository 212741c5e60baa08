import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { reviewIdOf } from '../reviews/permalink';
import { ProductReviewsRoute } from '../reviews/ReviewsRoute';
import type { ProductRouteOptions, ProductRouteProps } from './productRoutes';

// Its own module, apart from productRoute: a route's client code is every client component its
// modules import, so the reviews' interactive parts stay out of the product page's first load.

type SearchParams = Record<string, string | string[] | undefined>;

/** `app/product/[article]/reviews/page.tsx`: the reviews header comes from the shell, via the app. */
export function productReviewsRoute({ serverApiClient, header }: Pick<ProductRouteOptions, 'serverApiClient'> & { header: ReactNode }) {
  const metadata: Metadata = { title: 'Отзывы', robots: { index: false } };
  async function ProductReviewsPageRoute({ params, searchParams }: ProductRouteProps & { searchParams?: Promise<SearchParams> }) {
    const [{ article }, query] = await Promise.all([params, searchParams ?? Promise.resolve<SearchParams>({})]);
    return <ProductReviewsRoute client={await serverApiClient()} article={article} header={header} review={reviewIdOf(query.review)} />;
  }
  return { metadata, Page: ProductReviewsPageRoute };
}
