import { z } from 'zod';

/** One JSON:API error object. `source.pointer` names the offending input (`/query/page`, `/data/attributes/name`). */
export const apiErrorSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string().optional(),
  detail: z.string(),
  source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorBodySchema = z.object({
  errors: z.array(apiErrorSchema).min(1),
  /** Spec 1 §7: an error body carrying `to` is a redirect, and the client treats it as success. */
  to: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
