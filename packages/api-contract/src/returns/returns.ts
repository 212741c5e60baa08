// Returns v5 (spec 3 §3 "Return", §7 "Returns"): create, list with pages, one return, cancel.
import { currencyCodes, returnRefundMethods, returnStatuses } from '@ornament/domain';
import { z } from 'zod';
import { pageMetaSchema, pageNumberSchema } from '../common/paging';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const returnIdParamsSchema = z.object({ id });
export const returnsQuerySchema = z.object({ page: pageNumberSchema.default(1) });

/** Where the refund goes; a card or bank account, as the shopper typed it. */
export const refundDetailsSchema = z.object({
  holder: z.string().trim().min(2).max(120),
  account: z
    .string()
    .trim()
    .regex(/^[\d ]{12,34}$/, 'Номер карты или счёта: от 12 до 34 цифр'),
  bik: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'БИК: 9 цифр')
    .optional(),
});
export type RefundDetails = z.infer<typeof refundDetailsSchema>;

export const returnCreateBodySchema = z.object({
  orderId: id,
  items: z
    .array(z.object({ orderItemId: id, quantity: z.number().int().min(1).max(99) }))
    .min(1)
    .max(50),
  reason: z.string().trim().min(1).max(64),
  comment: z.string().trim().max(1000).optional().default(''),
  refund: refundDetailsSchema,
});
export type ReturnCreateBody = z.input<typeof returnCreateBodySchema>;

export const returnCreatedResponseSchema = z.object({
  data: z.object({ trackNumber: z.string().nullable(), returnId: z.number().int(), returnNumber: z.string() }),
});
export type ReturnCreatedResponse = z.infer<typeof returnCreatedResponseSchema>;

export const returnItemSchema = z.object({
  'order-item-id': z.number().int(),
  article: z.string(),
  'url-code': z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
});
export type ReturnItem = z.infer<typeof returnItemSchema>;

export const returnAttributesSchema = z.object({
  'return-number': z.string(),
  'order-id': z.number().int(),
  'order-number': z.string(),
  status: z.enum(returnStatuses),
  'status-label': z.string(),
  'track-number': z.string().nullable(),
  reason: z.string(),
  'reason-label': z.string(),
  comment: z.string().nullable(),
  /** The money part; what was paid in points or by gift card goes back there (issue 19 finding 12). */
  'refund-amount': z.number(),
  'refund-bonuses': z.number(),
  'refund-stars': z.number(),
  'refund-gift-card': z.number(),
  /** How the money part comes back: to the card paid online, by transfer to the given account, or none (points only). */
  'refund-method': z.enum(returnRefundMethods),
  /** When a 'transfer' refund was paid out (the operator marks it); null until then and for other methods. */
  'refund-paid-at': z.string().nullable(),
  currency: z.enum(currencyCodes),
  'created-at': z.string(),
  items: z.array(returnItemSchema),
  'can-cancel': z.boolean(),
});
export const returnResourceSchema = z.object({ id: z.number().int(), type: z.literal('return'), attributes: returnAttributesSchema });
export type ReturnResource = z.infer<typeof returnResourceSchema>;

export const returnsResponseSchema = z.object({ data: z.array(returnResourceSchema), meta: pageMetaSchema });
export type ReturnsResponse = z.infer<typeof returnsResponseSchema>;
export const returnResponseSchema = z.object({ data: returnResourceSchema });
export type ReturnResponse = z.infer<typeof returnResponseSchema>;

export const returnCancelBodySchema = z.object({ returnNumber: z.string().trim().min(1).max(32) });
export type ReturnCancelBody = z.infer<typeof returnCancelBodySchema>;

