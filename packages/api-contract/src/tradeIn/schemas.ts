// Trade-in's calls (spec 2 §3 "Trade-in": settings, jewelries, products, content blocks, stores).
import { articlePattern, tradeInInserts, tradeInJewelryTypes, tradeInLimits, tradeInMessages as m, tradeInMetals } from '@ornament/domain';
import { z } from 'zod';

const tradeInCurrency = z.enum(['RUB', 'KZT']);

export const tradeInSettingsResponseSchema = z.object({
  data: z.object({
    currency: tradeInCurrency,
    maxCreditPercent: z.number().int(),
    limits: z.object({ maxJewelries: z.number().int(), maxProducts: z.number().int(), minWeight: z.number(), maxWeight: z.number() }),
    types: z.array(z.object({ code: z.enum(tradeInJewelryTypes), name: z.string() })),
    inserts: z.array(z.object({ code: z.enum(tradeInInserts), name: z.string(), deductionPercent: z.number() })),
    metals: z.array(
      z.object({ code: z.enum(tradeInMetals), name: z.string(), fineness: z.array(z.object({ value: z.number().int(), pricePerGram: z.number() })) }),
    ),
  }),
});
export type TradeInSettingsResponse = z.infer<typeof tradeInSettingsResponseSchema>;
export type TradeInSettings = TradeInSettingsResponse['data'];

export const tradeInJewelryInputSchema = z.object({
  type: z.enum(tradeInJewelryTypes),
  metal: z.enum(tradeInMetals),
  fineness: z.coerce.number().int().min(1).max(999),
  weight: z.coerce.number().min(tradeInLimits.minWeight, m.weightInvalid).max(tradeInLimits.maxWeight, m.weightInvalid),
  inserts: z.enum(tradeInInserts).default('none'),
});
export type TradeInJewelryInput = z.input<typeof tradeInJewelryInputSchema>;

export const tradeInJewelrySchema = z.object({
  id: z.number().int(),
  type: z.enum(tradeInJewelryTypes),
  metal: z.enum(tradeInMetals),
  fineness: z.number().int(),
  weight: z.number(),
  inserts: z.enum(tradeInInserts),
});
export type TradeInJewelry = z.infer<typeof tradeInJewelrySchema>;

export const tradeInListResponseSchema = z.object({ data: z.array(tradeInJewelrySchema) });
export type TradeInListResponse = z.infer<typeof tradeInListResponseSchema>;

export const tradeInBatchCreateBodySchema = z.object({ data: z.array(tradeInJewelryInputSchema).min(1).max(tradeInLimits.maxJewelries) });
export const tradeInBatchDeleteBodySchema = z.object({ data: z.array(z.number().int().positive()).min(1).max(tradeInLimits.maxJewelries) });

export const tradeInProductSchema = z.object({
  article: z.string(),
  name: z.string(),
  url_code: z.string(),
  /** In the list's currency; null when the product is not sold in it. */
  price: z.number().nullable(),
  picture: z.string(),
  link: z.string(),
});
export type TradeInProduct = z.infer<typeof tradeInProductSchema>;

export const tradeInProductListResponseSchema = z.object({ data: z.array(tradeInProductSchema), meta: z.object({ currency: tradeInCurrency }) });
export type TradeInProductListResponse = z.infer<typeof tradeInProductListResponseSchema>;

export const tradeInArticleQuerySchema = z.object({ article: z.string().trim().regex(articlePattern) });

export const tradeInCalculationSchema = z.object({
  status: z.literal(true),
  currency: tradeInCurrency,
  jewelryValue: z.number(),
  productsTotal: z.number(),
  credit: z.number(),
  toPay: z.number(),
  /** The credit hit maxCreditPercent of the new items. */
  capped: z.boolean(),
  maxCreditPercent: z.number().int(),
});
export const tradeInCalculateResponseSchema = z.object({ data: tradeInCalculationSchema });
export type TradeInCalculateResponse = z.infer<typeof tradeInCalculateResponseSchema>;
