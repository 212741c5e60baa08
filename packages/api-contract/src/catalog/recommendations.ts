import { z } from 'zod';
import { productSchema } from './product';

/**
 * Recommendations (spec 2 §7, §9): at most 50 products computed from the catalogue. `kind` says
 * which rule answered; an empty answer is a 200 with no data, never an error.
 */
export const recommendationKinds = ['personal', 'alternatives', 'cross-sell'] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

export const recommendationsResponseSchema = z.object({
  data: z.array(productSchema),
  meta: z.object({ kind: z.enum(recommendationKinds), 'total-count': z.number().int() }),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** personal-recommendations: `filters` is the catalogue URL the shopper is looking at (path and query). */
export const personalRecommendationsQuerySchema = z.object({
  filters: z.string().max(2048).optional(),
});
