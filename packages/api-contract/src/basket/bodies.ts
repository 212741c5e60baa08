// Bodies and queries of the basket calls (spec 3 §7 "Basket", base /api/sklv/v6/basket). The spec
// names calculate's, set-payment-method's, set-store's, quantity-by-size's and the promo calls'
// fields; the others ("not shown") are this project's, documented on each schema. Quantities outside
// 1..99, unknown ids and any price field a client might forge are refused with 400 (bodies that
// change lines are strict) — the server computes every price itself.
import { orderTypes } from '@ornament/domain';
import { z } from 'zod';
import { basketBounds } from './constants';

const guid = z.string().trim().min(1).max(64);
const flag = z.boolean().default(false);
export const basketItemIdSchema = z.number().int().min(1).max(2_147_483_647);
export const basketQuantitySchema = z.number().int().min(basketBounds.minQuantity).max(basketBounds.maxQuantity);
const article = z.string().trim().min(1).max(64);
/** '' (or omitted) for a product without sizes. */
const size = z.string().trim().max(16).default('');
const ids = z.array(basketItemIdSchema).min(1).max(basketBounds.maxIds);

/**
 * POST calculate/ (header X-Mobile-Pay: Y). The spec's fields:
 * - isEmployeeDiscount: apply the employee discount (only for users with an employee_* role).
 * - isUseAllBonuses: pay with bonuses, up to 30% of the items cost.
 * - deliveryWhole: same-day delivery of the whole basket when offered.
 * - isUseAllStarsPoints, applyGiftCard (the card set with set-gift-card/), turnOffPromotions (no
 *   automatic promotions; promo codes still apply).
 * - deliveryCountryGuid/RegionGuid/CityGuid: where to deliver (default: the request's city).
 * - deliveryAddress: the saved address id (delivery-address/) courier delivery goes to, or the
 *   one-line text of an unsaved address (kept for display; prices depend on the city GUIDs).
 * - useEzvm: offers from the central warehouse (RU, main brand only; ignored elsewhere).
 * Unknown fields are dropped.
 */
export const basketCalculateBodySchema = z.object({
  isEmployeeDiscount: flag,
  isUseAllBonuses: flag,
  deliveryWhole: flag,
  isUseAllStarsPoints: flag,
  applyGiftCard: flag,
  turnOffPromotions: flag,
  deliveryCountryGuid: guid.optional(),
  deliveryRegionGuid: guid.optional(),
  deliveryCityGuid: guid.optional(),
  deliveryAddress: z.union([basketItemIdSchema, z.string().trim().max(500)]).nullable().optional(),
  useEzvm: flag,
});
export type BasketCalculateBody = z.input<typeof basketCalculateBodySchema>;
export type BasketCalculateOptions = z.output<typeof basketCalculateBodySchema>;

/**
 * Every call that changes the basket answers the full basket; it may carry the calculate flags
 * (`calculate`) so that answer is computed as the page shows it. Omitted = all flags off.
 */
const withCalculate = { calculate: basketCalculateBodySchema.optional() };

/**
 * POST create/: add an article (and size) to the basket. `quantity` 1..99 (default 1) adds to a line
 * of the same article and size (restoring it from the deleted list), capped at the available stock.
 * 422 basket_limit when it would be a 6th article, basket_size_invalid for a size the article lacks,
 * basket_not_available when nothing is in stock. Strict: a price field is 400.
 */
export const basketCreateBodySchema = z
  .object({ article, size, quantity: basketQuantitySchema.default(1), ...withCalculate })
  .strict();
export type BasketCreateBody = z.input<typeof basketCreateBodySchema>;

/**
 * PUT update/: change one line (`id`) — its quantity (1..99, capped at stock) and/or its size
 * (merged into an existing line of that size). Strict.
 */
export const basketUpdateBodySchema = z
  .object({ id: basketItemIdSchema, quantity: basketQuantitySchema.optional(), size: z.string().trim().max(16).optional(), ...withCalculate })
  .strict()
  .refine((body) => body.quantity !== undefined || body.size !== undefined, { message: 'quantity or size is required', path: ['quantity'] });
export type BasketUpdateBody = z.input<typeof basketUpdateBodySchema>;

/** POST select/: select or unselect lines for the order ('select all' sends every id). */
export const basketSelectBodySchema = z.object({ ids, isSelected: z.boolean(), ...withCalculate }).strict();
export type BasketSelectBody = z.input<typeof basketSelectBodySchema>;

/** DELETE delete/ (JSON body): move lines to the deleted list. */
export const basketDeleteBodySchema = z.object({ ids, ...withCalculate }).strict();
export type BasketDeleteBody = z.input<typeof basketDeleteBodySchema>;

/** POST restore/: bring deleted lines back (422 basket_limit beyond 5 articles). */
export const basketRestoreBodySchema = basketDeleteBodySchema;
export type BasketRestoreBody = BasketDeleteBody;

/** POST set-payment-method/: one of paymentInfo.paymentMethods[].id. */
export const basketSetPaymentMethodBodySchema = z.object({ paymentMethodId: z.string().trim().min(1).max(64), ...withCalculate });
export type BasketSetPaymentMethodBody = z.input<typeof basketSetPaymentMethodBodySchema>;

/**
 * POST set-store/: how the order is received. The spec's storeId (shop for in_stock, zvm,
 * express_zvm), orderType, pvzCode and deliveryServiceId (pickup point for pvz); this project adds
 * deliveryAddressId (the saved courier address for sim/express). null clears a field.
 */
export const basketSetStoreBodySchema = z.object({
  orderType: z.enum(orderTypes),
  storeId: basketItemIdSchema.nullable().optional(),
  pvzCode: z.string().trim().min(1).max(64).nullable().optional(),
  deliveryServiceId: z.string().trim().min(1).max(64).nullable().optional(),
  deliveryAddressId: basketItemIdSchema.nullable().optional(),
  ...withCalculate,
});
export type BasketSetStoreBody = z.input<typeof basketSetStoreBodySchema>;

/**
 * POST set-gift-card/ (this project's): the gift card applyGiftCard spends; null removes it.
 * 422 basket_gift_card_invalid for an unknown, inactive, expired or other-currency card.
 */
export const basketSetGiftCardBodySchema = z.object({
  giftCardNumber: z.string().trim().regex(/^[0-9A-Za-z-]{4,32}$/).nullable(),
  ...withCalculate,
});
export type BasketSetGiftCardBody = z.input<typeof basketSetGiftCardBodySchema>;

const promoCode = z.string().trim().min(1).max(basketBounds.promoCodeMaxLength).transform((code) => code.toUpperCase());

/**
 * POST promo-code/ and DELETE delete-promo-code/: `promoCodes` to add to (or remove from) the
 * basket. An added code that does not apply stays with its reason in promoErrors.
 */
export const basketPromoCodesBodySchema = z.object({
  promoCodes: z.array(promoCode).min(1).max(basketBounds.maxPromoCodes),
  ...withCalculate,
});
export type BasketPromoCodesBody = z.input<typeof basketPromoCodesBodySchema>;

/** POST easy-calculate/: no body; the light summary for the header counter and product buttons. */
export const basketEasyCalculateResponseSchema = z.object({
  data: z.object({
    /** Units in the live lines. */
    quantity: z.number().int(),
    /** Distinct live articles (at most 5). */
    articles: z.number().int(),
    items: z.array(z.object({ id: z.number().int(), externalId: z.string(), article: z.string(), size: z.string(), quantity: z.number().int(), isSelected: z.boolean() })),
  }),
});
export type BasketEasyCalculateResponse = z.infer<typeof basketEasyCalculateResponseSchema>;

/** GET quantity-by-size/?article=&size=&useEzvm=: stock of one size for the shopper's country. */
export const basketQuantityBySizeQuerySchema = z.object({
  article,
  size,
  useEzvm: z.enum(['true', 'false', '1', '0']).optional().transform((value) => value === 'true' || value === '1'),
});
export type BasketQuantityBySizeQuery = z.input<typeof basketQuantityBySizeQuerySchema>;
export const basketQuantityBySizeResponseSchema = z.object({
  data: z.object({
    article: z.string(),
    size: z.string(),
    /** Units in stock for the country. */
    quantity: z.number().int(),
    /** Units of it already in the basket's live lines. */
    inBasket: z.number().int(),
    /** Most a line may hold: min(stock, 99). */
    maxQuantity: z.number().int(),
  }),
});
export type BasketQuantityBySizeResponse = z.infer<typeof basketQuantityBySizeResponseSchema>;

/** GET upsell/: a few in-stock products complementing the basket (same collection, other kinds). */
export const basketUpsellProductSchema = z.object({
  article: z.string(),
  urlCode: z.string(),
  title: z.string(),
  photo: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  currency: z.string(),
  sizes: z.array(z.string()),
});
export type BasketUpsellProduct = z.infer<typeof basketUpsellProductSchema>;
export const basketUpsellResponseSchema = z.object({ data: z.array(basketUpsellProductSchema) });
export type BasketUpsellResponse = z.infer<typeof basketUpsellResponseSchema>;

/** GET v6/link/get-pack-link/: the gift packaging product's page link. */
export const packLinkResponseSchema = z.object({
  data: z.object({ link: z.string(), article: z.string(), urlCode: z.string(), title: z.string(), price: z.number(), isAvailable: z.boolean() }),
});
export type PackLinkResponse = z.infer<typeof packLinkResponseSchema>;
