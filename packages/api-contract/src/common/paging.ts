import { z } from 'zod';

/** Paging meta in the spec's JSON:API style (spec 3 §3: current-page, page-count, per-page, total-count). */
export const pageMetaSchema = z.object({
  'current-page': z.number().int(),
  'page-count': z.number().int(),
  'per-page': z.number().int(),
  'total-count': z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A query-string positive integer: "2" → 2; anything else fails with a pointer to the parameter. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(10_000);
