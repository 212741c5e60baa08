// The product page's calls beside the product itself (spec 2 §3, §7): installment,
// kits, the personal offer price, back-in-stock requests and viewed products.
import { z } from 'zod';
import { limits } from '@ornament/domain';
import { currencySchema } from '../common/money';
import { offerCommonMaxOffers } from '../delivery/constants';
import { productSchema } from './product';

const urlCodeSchema = z.string().regex(/^[a-z0-9-]{1,120}$/);
const articleSchema = z.string().regex(/^[\w.-]{1,64}$/);
/** A size label as products/sizes/ lists it ('17', '16.5', '45 см'); '' for a product without sizes. */
const sizeSchema = z.string().max(16).regex(/^[\w.,\s-]*$/u);

/** GET catalog/product/{id}/installment-pay/ — Sber installment (Russia only). */
export const installmentSchema = z.object({
  available: z.boolean(),
  months: z.number().int(),
  min_payment: z.number(),
  /** 'От {min} в месяц. Для клиентов банка.' when available, else ''. */
  text: z.string(),
  currency: currencySchema,
});
export type InstallmentInfo = z.infer<typeof installmentSchema>;
export const installmentResponseSchema = z.object({ data: installmentSchema });

/**
 * GET v3 catalog/product-kit/{urlcode}/?page=&per_page= — the complect: the other pieces of the
 * product's collection, a page of them (spec 1 §9: the complect's page size is 10).
 */
export const productKitQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(72).default(limits.complectPageSize),
});
/** What a caller may ask (the schema coerces the query string's text). */
export interface ProductKitQuery {
  page?: number;
  per_page?: number;
}
export const productKitResponseSchema = z.object({
  data: z.array(productSchema),
  meta: z.object({
    url_code: z.string(),
    'current-page': z.number().int(),
    'per-page': z.number().int(),
    'total-count': z.number().int(),
  }),
});

/** One offer of offer/common/'s list: an article and a size ('' for a product without sizes). */
const offerEntryPattern = /^[\w.-]{1,64}(#[\w.\s-]{0,16})?$/u;

/**
 * 'A-1#17,A-1#18,B-2' (spec 3 §7: a list of article#size) → the distinct entries in the order asked,
 * at most offerCommonMaxOffers. Entries are checked here, not by a pattern on the whole value, so a
 * bad one is reported by its position against the parameter itself (source.parameter filter[offer]).
 */
const offerListSchema = z
  .string()
  .max(offerCommonMaxOffers * 82)
  .superRefine((value, ctx) => {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > offerCommonMaxOffers) {
      ctx.addIssue({ code: 'custom', message: `At most ${offerCommonMaxOffers} offers` });
      return;
    }
    const bad = entries.findIndex((entry) => !offerEntryPattern.test(entry));
    if (bad >= 0) ctx.addIssue({ code: 'custom', message: `Offer ${bad + 1} is not article#size` });
  })
  .transform((value) => {
    const offers = value.split(',').map((entry) => {
      const [article = '', size = ''] = entry.trim().split('#', 2);
      return { offer: `${article}#${size.trim()}`, article, size: size.trim() };
    });
    return offers.filter((offer, i) => offers.findIndex((other) => other.offer === offer.offer) === i);
  });

/** GET /api/serviceOffer/v1/offer/common/ filters (spec 2 §7, spec 3 §7). */
export const offerQuerySchema = z.object({
  'filter[offer]': offerListSchema,
  'filter[point_diamant]': z.enum(['Y', 'N']).optional(),
  /** Only the caller's own session user: any other id is refused (403 user_mismatch). */
  'filter[user_id]': z.uuid().optional(),
  'filter[use_ezvm]': z.enum(['Y', 'N']).optional(),
});
export type OfferQuery = z.input<typeof offerQuerySchema>;

export const offerSchema = z.object({
  offer: z.string(),
  article: z.string(),
  size: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  /** The price after the shopper's best personal offer; null when none applies. */
  offer_price: z.number().nullable(),
  personal_offer: z.object({ code: z.string(), title: z.string(), percent: z.number() }).nullable(),
  /** Bonuses the purchase earns at the price paid (10 % rule). */
  bonus: z.number().int(),
  currency: currencySchema,
});
export type Offer = z.infer<typeof offerSchema>;
export const offerResponseSchema = z.object({
  /** The first offer asked for (what a client of the one-offer form reads). */
  data: offerSchema,
  /** One offer per distinct entry of filter[offer], in the order asked. */
  offers: z.array(offerSchema),
  meta: z.object({
    timezone: z.string(),
    /** The X-Mobile-Pay: Y header as received; no offer depends on it yet (it is echoed, not applied). */
    mobile_pay: z.boolean(),
  }),
});

/** POST add-available-request/ (JSON:API): tell the shopper when an article (and size) is back. */
export const availableRequestBodySchema = z.object({
  data: z.object({
    type: z.literal('AvailableRequest'),
    attributes: z
      .object({
        article: articleSchema,
        size: sizeSchema.optional(),
        email: z.email().max(254).optional(),
        phone: z
          .string()
          .transform((s) => s.replace(/[\s()-]/g, ''))
          .pipe(z.string().regex(/^\+?\d{10,15}$/, 'Expected a phone number'))
          .optional(),
      })
      .refine((a) => a.email !== undefined || a.phone !== undefined, { message: 'Email or phone is required', path: ['email'] }),
  }),
});
export type AvailableRequestBody = z.input<typeof availableRequestBodySchema>;
export const availableRequestResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('AvailableRequest'),
    attributes: z.object({ article: z.string(), size: z.string(), created: z.boolean() }),
  }),
});

/** POST viewed-product (JSON:API, type ViewedProduct) and GET of the shopper's last viewed products. */
export const viewedProductBodySchema = z.object({
  data: z.object({ type: z.literal('ViewedProduct'), attributes: z.object({ url_code: urlCodeSchema }) }),
});
export type ViewedProductBody = z.infer<typeof viewedProductBodySchema>;
export const viewedProductsQuerySchema = z.object({ exclude: urlCodeSchema.optional() });
export const viewedProductsResponseSchema = z.object({ data: z.array(productSchema) });
/** POST viewed-product answers 204 with no document. */
export const viewedProductResponseSchema = z.null();
