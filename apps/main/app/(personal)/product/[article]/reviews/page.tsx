import { productReviewsRoute } from '@ornament/catalog/routes/reviews';
import { ReviewsHeader } from '@ornament/shell';
import { serverApiClient } from '../../../../../src/api';

// Per request: the list shows the shopper's own votes, and a review just sent.
const route = productReviewsRoute({ serverApiClient, header: <ReviewsHeader /> });

export const metadata = route.metadata;
export default route.Page;
