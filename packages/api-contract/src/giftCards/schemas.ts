import { z } from 'zod';

export const giftCardDecorSchema = z.object({ code: z.string(), name: z.string(), image: z.string() });
export type GiftCardDecor = z.infer<typeof giftCardDecorSchema>;

export const giftCardDecorsResponseSchema = z.object({
  data: z.object({ decors: z.array(giftCardDecorSchema), nominals: z.array(z.number()) }),
});
export type GiftCardDecorsResponse = z.infer<typeof giftCardDecorsResponseSchema>;

/** Business rules (nominal list, phone, dates) are checked by the API with field pointers. */
export const giftCardCreateBodySchema = z.object({
  nominal: z.number(),
  decor: z.string().max(40),
  recipient: z.object({
    name: z.string().max(120),
    phone: z.string().max(40),
    email: z.string().max(254),
  }),
  sendLater: z.boolean().default(false),
  /** YYYY-MM-DD, with sendLater. */
  selectedDate: z.string().max(10).optional(),
  /** HH:MM, with sendLater. */
  selectedTime: z.string().max(5).optional(),
  /** A label of giftCardTimezones or its offset; Moscow UTC+3:00 when absent. */
  timezone: z.string().max(40).optional(),
  note: z.string().max(300).default(''),
});
export type GiftCardCreateBody = z.input<typeof giftCardCreateBodySchema>;

export const giftCardPurchaseStatuses = ['pending', 'paid', 'declined'] as const;

export const giftCardCreateResponseSchema = z.object({
  data: z.object({
    purchaseId: z.string().uuid(),
    /** The acquiring page the shopper goes to next. */
    paymentUrl: z.string(),
  }),
});
export type GiftCardCreateResponse = z.infer<typeof giftCardCreateResponseSchema>;

export const giftCardPurchaseResponseSchema = z.object({
  data: z.object({
    status: z.enum(giftCardPurchaseStatuses),
    /** The number, once paid. */
    card: z.string().nullable(),
    nominal: z.number(),
    decor: giftCardDecorSchema.nullable(),
  }),
});
export type GiftCardPurchaseResponse = z.infer<typeof giftCardPurchaseResponseSchema>;

/** The token is checked by the API, so a bad one gets the spec's Russian message rather than a schema error. */
export const giftCardViewQuerySchema = z.object({ captchaToken: z.string().max(100).optional() });

export const giftCardViewParamsSchema = z.object({ cardNumber: z.string().max(40) });

export const giftCardViewResponseSchema = z.object({
  card: z.object({
    card: z.string(),
    /** ISO 8601, or null when not blocked. */
    dateBlocked: z.string().nullable(),
    dateExpire: z.string().nullable(),
    isBlocked: z.boolean(),
    /** The balance left. */
    price: z.number(),
    /** 'pending' | 'active' | 'blocked' | 'expired'. */
    status: z.string(),
    type: z.string(),
  }),
  decor: giftCardDecorSchema.nullable(),
});
export type GiftCardViewResponse = z.infer<typeof giftCardViewResponseSchema>;
