import { formRequestKinds } from '@ornament/domain';
import { z } from 'zod';

const text = (max: number) => z.string().max(max);

export const giftCardsRequestBodySchema = z.object({
  data: z.object({
    type: z.literal('GiftCardsRequests'),
    attributes: z.object({
      company: text(200),
      contactName: text(120),
      phone: text(40),
      email: text(254),
      quantity: z.number().int(),
      nominal: z.number(),
      comment: text(2000).default(''),
    }),
  }),
});
export type GiftCardsRequestBody = z.input<typeof giftCardsRequestBodySchema>;

export const giftCardsRequestResponseSchema = z.object({
  data: z.object({ type: z.literal('GiftCardsRequests'), id: z.string() }),
  message: z.string(),
});
export type GiftCardsRequestResponse = z.infer<typeof giftCardsRequestResponseSchema>;

export const franchiseQuerySchema = z.object({ captchaToken: z.string().max(100).optional() });

export const franchiseBodySchema = z.object({
  name: text(120),
  phone: text(40),
  email: text(254),
  city: text(120),
  message: text(2000).default(''),
});
export type FranchiseBody = z.input<typeof franchiseBodySchema>;

export const atelierCommentBodySchema = z.object({
  name: text(120),
  phone: text(40),
  productDescription: text(2000),
  article: text(40).optional(),
});
export type AtelierCommentBody = z.input<typeof atelierCommentBodySchema>;

/** The franchise and atelier answers (spec 2 §7: response message). */
export const formMessageResponseSchema = z.object({ message: z.string() });
export type FormMessageResponse = z.infer<typeof formMessageResponseSchema>;

export const formRequestKindSchema = z.enum(formRequestKinds);

export const formRequestListQuerySchema = z.object({
  kind: formRequestKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const formRequestListResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      kind: formRequestKindSchema,
      payload: z.record(z.string(), z.unknown()),
      ip: z.string(),
      createdAt: z.string(),
    }),
  ),
  meta: z.object({ total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
});
export type FormRequestListResponse = z.infer<typeof formRequestListResponseSchema>;
