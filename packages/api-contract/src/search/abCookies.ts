import { z } from 'zod';
import { abGroups, recommendationsTestId } from './constants';

export const featureFlagsSchema = z.object({ photoSearch: z.boolean() });
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/**
 * GET /api/sklv/v5/set-cookie/: sets the A/B cookies (contextCookies names), keeping any the visitor
 * already has, and answers what they now hold. `ab_test_id`/`ab_group` are absent for diamant.
 */
export const setCookieResponseSchema = z.object({
  data: z.object({
    ab_test_id: z.literal(recommendationsTestId).nullable(),
    ab_group: z.enum(abGroups).nullable(),
    ab_kt_new: z.enum(abGroups),
    new_search: z.enum(abGroups),
    feature_flags: featureFlagsSchema,
  }),
});
export type SetCookieResponse = z.infer<typeof setCookieResponseSchema>;
