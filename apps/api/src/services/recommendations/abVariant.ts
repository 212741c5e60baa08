// The recommendations A/B test (spec 1 §1, spec 2 §4: test id kt_reco_new): the storefront sends the
// shopper's test and group in x-ab-test-id and x-ab-group (from the set-cookie cookies). Group b gets
// the new behaviour; the diamond storefront takes no part, and anything else is group a.
import { recommendationsTestId, requestHeaders } from '@ornament/api-contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { CatalogContext } from '../catalog/requestContext';

export type RecommendationVariant = 'a' | 'b';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function recommendationVariantOf(headers: IncomingHttpHeaders, context: Pick<CatalogContext, 'brand'>): RecommendationVariant {
  if (context.brand === 'diamant') return 'a';
  return one(headers[requestHeaders.abTestId]) === recommendationsTestId && one(headers[requestHeaders.abGroup]) === 'b' ? 'b' : 'a';
}
