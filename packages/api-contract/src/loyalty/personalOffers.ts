// Personal offers (spec 3 §3 "Personal offer", §4: only entries expiring more than 60 s ahead are
// kept), GET bonussystem/personal-offer/?filter[article]= in v3 and v4, with X-Currency-Code.
import { z } from 'zod';

export const personalOfferKinds = ['special-offer', 'personal', 'partner'] as const;
export type PersonalOfferKind = (typeof personalOfferKinds)[number];

export { personalOfferMinLifetimeMs } from './constants';

export const personalOfferSchema = z.object({
  id: z.string(),
  type: z.enum(personalOfferKinds),
  attributes: z.object({
    coupon: z.string(),
    'customer-id': z.string(),
    /** ISO 8601. */
    'date-expire': z.string(),
    'discount-type': z.enum(['percent', 'fixed']),
    'discount-value': z.number(),
    /** The article's price after the offer when filter[article] is given, else null. */
    price: z.number().nullable(),
    'promotion-description': z.string(),
    'promotion-id': z.string(),
    'promotion-image': z.object({ desktop: z.string(), mobile: z.string() }),
    'promotion-name': z.string(),
    'use-online': z.boolean(),
    'use-retail': z.boolean(),
    'promotion-promocode': z.object({ value: z.string(), text: z.string() }),
    'promotion-rules': z.object({ link: z.string() }),
    'promotion-link': z.object({ link: z.string(), text: z.string() }),
  }),
});
export type PersonalOffer = z.infer<typeof personalOfferSchema>;

export const personalOfferQuerySchema = z.object({
  'filter[article]': z.string().trim().max(64).regex(/^[\w-]*$/).optional(),
});

export const personalOffersResponseSchema = z.object({
  data: z.array(personalOfferSchema),
  meta: z.object({ currency: z.enum(['RUB', 'KZT']) }),
});
export type PersonalOffersResponse = z.infer<typeof personalOffersResponseSchema>;
