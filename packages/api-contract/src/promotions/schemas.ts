// Spec 2 §3 "Promotion": every field, in the API's JSON:API dashed style.
import { z } from 'zod';
import { pageMetaSchema, pageNumberSchema } from '../common/paging';
import { pictureVariants, promotionLayouts, wheelPrizeKinds } from './paths';

/** A slug or type segment: lower-case latin, digits and dashes. */
export const promotionSlugSchema = z.string().trim().min(1).max(80).regex(/^[a-z0-9][a-z0-9-]*$/, 'Expected a slug');

export const promotionUserSchema = z.object({
  'is-guest': z.boolean(),
  /** Spelled as the spec spells it. */
  'is-parner': z.boolean(),
  'is-member': z.boolean(),
  promocode: z.string().nullable(),
});
export type PromotionUser = z.infer<typeof promotionUserSchema>;

export const promotionImagesSchema = z.object({
  desktop: z.string(),
  mobile: z.string(),
  preview: z.string(),
});

export const promotionAttributesSchema = z.object({
  slug: z.string(),
  'address-program-id': z.number().int().nullable(),
  sort: z.number().int(),
  type: z.object({
    'promotion-type-name': z.string(),
    'promotion-type-slug': z.string(),
    'promotion-type-url': z.string(),
  }),
  title: z.string(),
  /** ISO 8601; null for an open-ended promotion. */
  'ended-at': z.string().nullable(),
  /** Sanitised HTML. */
  terms: z.string(),
  'is-cross-promo': z.boolean(),
  'preview-description': z.string(),
  /** Sanitised HTML. */
  'detail-description': z.string(),
  /** The article the promotion is about, if any. */
  product: z.string().nullable(),
  'counter-label': z.string().nullable(),
  /** ISO 8601: the counter counts down to it. */
  'counter-ended-at-time': z.string().nullable(),
  layout: z.enum(promotionLayouts),
  finished: z.boolean(),
  images: promotionImagesSchema,
  'additional-info': z.string().nullable(),
  'active-in-city': z.boolean(),
  user: promotionUserSchema,
});

export const promotionSchema = z.object({
  id: z.string(),
  type: z.literal('promotion'),
  attributes: promotionAttributesSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListQuerySchema = z.object({
  slider: z.enum(['0', '1']).optional(),
  complited: z.enum(['0', '1']).optional(),
  crosspromo: z.enum(['0', '1']).optional(),
  page: pageNumberSchema.optional(),
  'per-page': z.coerce.number().int().min(1).max(48).optional(),
});
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;

export const promotionListResponseSchema = z.object({ data: z.array(promotionSchema), meta: pageMetaSchema });
export type PromotionListResponse = z.infer<typeof promotionListResponseSchema>;

export const promotionResponseSchema = z.object({ data: promotionSchema });
export type PromotionResponse = z.infer<typeof promotionResponseSchema>;

export const promotionRunBodySchema = z.object({ slug: promotionSlugSchema, promotionType: promotionSlugSchema });
export type PromotionRunBody = z.infer<typeof promotionRunBodySchema>;
export const promotionRunResponseSchema = z.object({ message: z.string(), promocode: z.string() });
export type PromotionRunResponse = z.infer<typeof promotionRunResponseSchema>;

export const promotionStoresQuerySchema = z.object({ 'address-program-id': z.coerce.number().int().min(1).max(2_147_483_647) });
export const promotionStoreSchema = z.object({
  id: z.string(),
  type: z.literal('stores'),
  attributes: z.object({
    name: z.string(),
    address: z.string(),
    'city-guid': z.string(),
    'point-type': z.string(),
    lat: z.number(),
    lon: z.number(),
    phone: z.string().nullable(),
  }),
});
export type PromotionStore = z.infer<typeof promotionStoreSchema>;
export const promotionStoresResponseSchema = z.object({ data: z.array(promotionStoreSchema), meta: z.object({ 'total-count': z.number().int() }) });
export type PromotionStoresResponse = z.infer<typeof promotionStoresResponseSchema>;

export const promotionGiftResponseSchema = z.object({
  data: z.object({
    title: z.string(),
    description: z.string(),
    /** Article of the gift product, when the gift is a product. */
    article: z.string().nullable(),
    /** The order sum from which the gift is given, in the storefront's currency; null when none. */
    'min-order-sum': z.number().nullable(),
  }).nullable(),
});
export type PromotionGiftResponse = z.infer<typeof promotionGiftResponseSchema>;

export const membershipInfoQuerySchema = z.object({ type: promotionSlugSchema, slug: promotionSlugSchema });
export const membershipInfoResponseSchema = z.object({
  data: z.object({
    'is-member': z.boolean(),
    'participants-count': z.number().int(),
    promocode: z.string().nullable(),
    message: z.string(),
  }),
});
export type MembershipInfoResponse = z.infer<typeof membershipInfoResponseSchema>;

export const pictureParamsSchema = z.object({
  slug: promotionSlugSchema,
  file: z.enum(pictureVariants.flatMap((v) => [`${v}.webp`, `${v}.svg`]) as [string, ...string[]]),
});

export const wheelPrizeSchema = z.object({
  /** The prize's numeric id: the wheel's sectors are in this order. */
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(wheelPrizeKinds),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

export const wheelResponseSchema = z.object({
  data: z.object({
    title: z.string(),
    description: z.string(),
    'ended-at': z.string().nullable(),
    finished: z.boolean(),
    promotionParams: z.object({ slug: z.string(), type: z.string() }),
    prizes: z.array(wheelPrizeSchema),
    /** The signed-in shopper's earlier spin, if any. */
    spin: z.object({ prize: wheelPrizeSchema, promocode: z.string().nullable() }).nullable(),
  }),
});
export type WheelResponse = z.infer<typeof wheelResponseSchema>;

export const wheelSpinResponseSchema = z.object({
  data: z.object({ prize: wheelPrizeSchema, promocode: z.string().nullable(), message: z.string() }),
});
export type WheelSpinResponse = z.infer<typeof wheelSpinResponseSchema>;

/** Spec 2 §7: the banner filter's body. `article` names the product on the product page. */
export const bannerFilterBodySchema = z.object({
  query: z.string().max(2000).optional(),
  cookie: z.string().max(4000).optional(),
  url: z.string().max(2000).optional(),
  city: z.string().max(64).optional(),
  country: z.string().max(64).optional(),
  region: z.string().max(64).optional(),
  source: z.string().max(32).optional(),
  article: z.string().max(64).optional(),
});
export type BannerFilterBody = z.infer<typeof bannerFilterBodySchema>;

export const promotionBannerSchema = z.object({
  id: z.string(),
  type: z.literal('banner'),
  attributes: z.object({
    title: z.string(),
    text: z.string(),
    link: z.string(),
    image: z.string(),
    'promotion-slug': z.string(),
    'promotion-type': z.string(),
  }),
});
export type PromotionBanner = z.infer<typeof promotionBannerSchema>;
export const bannerFilterResponseSchema = z.object({ data: promotionBannerSchema.nullable() });
export type BannerFilterResponse = z.infer<typeof bannerFilterResponseSchema>;

/**
 * Spec 2 §3 Coupon: how a promo code is presented (colours, its line, its detail). `sale_value` and
 * `valid_time` are the price rule's, read when asked (the discount and the dates the basket applies).
 */
export const couponSchema = z.object({
  promocode: z.string(),
  background: z.string(),
  color_btn: z.string(),
  color_text: z.string(),
  promocode_text: z.string(),
  detail_title: z.string(),
  detail_description: z.string(),
  detail_link: z.string().nullable(),
  /** '−10%', '−1 000 ₽', 'Бесплатная доставка': the discount in the shopper's currency. */
  sale_value: z.string(),
  valid_time: z.object({ start_at: z.string().nullable(), end_at: z.string().nullable() }),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });
export const couponResponseSchema = z.object({ data: couponSchema });
export type CouponResponse = z.infer<typeof couponResponseSchema>;
export const couponsResponseSchema = z.object({ data: z.array(couponSchema) });
export type CouponsResponse = z.infer<typeof couponsResponseSchema>;
