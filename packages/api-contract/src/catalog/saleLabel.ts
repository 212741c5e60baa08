import { z } from 'zod';

/** GET /api/sklv/v5/products/sale-label/?url_code= (spec 2 §3 Sale label); null data when the product has none. */
export const saleLabelSchema = z.object({
  sticker_text: z.string(),
  sticker_background_color: z.string(),
  sticker_description: z.string(),
});
export type SaleLabel = z.infer<typeof saleLabelSchema>;
export const saleLabelResponseSchema = z.object({ data: saleLabelSchema.nullable() });
export type SaleLabelResponse = z.infer<typeof saleLabelResponseSchema>;
export const saleLabelQuerySchema = z.object({ url_code: z.string().regex(/^[a-z0-9-]{1,120}$/, 'is not a url code') });
