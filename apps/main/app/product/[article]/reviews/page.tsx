import { productReviewsRoute } from '@ornament/catalog/routes/reviews';
import { ReviewsHeader } from '@ornament/shell';
import { serverApiClient } from '../../../../src/api';

const route = productReviewsRoute({ serverApiClient, header: <ReviewsHeader /> });

export const metadata = route.metadata;
export default route.Page;
