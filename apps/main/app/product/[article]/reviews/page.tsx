import { ProductReviewsRoute } from '@ornament/catalog';
import { ReviewsHeader } from '@ornament/shell';
import type { Metadata } from 'next';
import { serverApiClient } from '../../../../src/api';

type RouteProps = { params: Promise<{ article: string }> };

export const metadata: Metadata = { title: 'Отзывы', robots: { index: false } };

export default async function ProductReviewsPageRoute({ params }: RouteProps) {
  return <ProductReviewsRoute client={await serverApiClient()} article={(await params).article} header={<ReviewsHeader />} />;
}
