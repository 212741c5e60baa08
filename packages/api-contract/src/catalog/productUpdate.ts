// An operator's change to one product (the product:update tool and the admin call it uses): its
// price and old price in one currency, and its stock. The API changes the data through its own
// service, so every cache that shows the product hears of it.
import { currencyCodes } from '@ornament/domain';
import { z } from 'zod';

export const catalogAdminPaths = {
  /** PATCH, with the CATALOG_ADMIN_TOKEN bearer. */
  productUpdate: (article: string) => `/api/serviceCatalog/admin/products/${encodeURIComponent(article)}/`,
} as const;

export const productUpdateBodySchema = z
  .object({
    /** The currency `price` and `oldPrice` are in. */
    currency: z.enum(currencyCodes).default('RUB'),
    price: z.number().int().positive().max(100_000_000).optional(),
    /** The crossed-out price; null removes it. */
    oldPrice: z.number().int().positive().max(100_000_000).nullable().optional(),
    /** Every size of the product in every store that holds it gets this quantity; 0 sells it out. */
    stock: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((body) => body.price !== undefined || body.oldPrice !== undefined || body.stock !== undefined, {
    message: 'price, oldPrice or stock is required',
    path: ['price'],
  });
export type ProductUpdateBody = z.input<typeof productUpdateBodySchema>;

export const productUpdateResponseSchema = z.object({
  data: z.object({
    article: z.string(),
    currency: z.enum(currencyCodes),
    price: z.number().nullable(),
    oldPrice: z.number().nullable(),
    /** Units over every size and store after the change. */
    stock: z.number().int(),
  }),
});
export type ProductUpdateResponse = z.infer<typeof productUpdateResponseSchema>;
