import { profileMessages as m } from '@ornament/domain';
import { ReviewsPage } from '../reviews/ReviewsPage';
import type { SearchParams } from './params';
import { type AccountRouteOptions, personalMetadata } from './shared';

/** `app/personal/reviews/page.tsx`. */
export function reviewsRoute({ serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personalMetadata(m.reviewsTitle),
    Page: async function ReviewsRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
      return <ReviewsPage client={await serverApiClient()} searchParams={await searchParams} />;
    },
  };
}
