import { z } from 'zod';
import { countryCodes } from '@ornament/domain';

const guid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)
  // Spec 1 §3: GUIDs are lowercased when saved. An overwrite, not a transform, so the API's response
  // serialiser (which encodes through the schema) accepts it too.
  .toLowerCase();

/** Spec 1 §3 City/geo. */
export const citySchema = z.object({
  guid_city: guid,
  guid_country: guid,
  guid_region: guid,
  name_city: z.string(),
  name_region: z.string(),
  region_timezone: z.string().nullable(),
  country_code: z.enum(countryCodes),
  fias_id: guid,
  region_fias_id: guid,
  lat: z.number(),
  lon: z.number(),
});
export type City = z.infer<typeof citySchema>;

export const cityByNameQuerySchema = z.object({
  suggest: z.string().trim().min(1).max(60),
  /** Comma list of country codes to search in; the brand's coverage when absent (spec 1 §5). */
  country: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').map((c) => c.trim().toUpperCase()) : undefined))
    .pipe(z.array(z.enum(countryCodes)).optional()),
});
export const citiesResponseSchema = z.object({ data: z.array(citySchema) });

/** POST set-region: the city the shopper chose. The API answers with the city and sets the context cookies. */
export const setRegionBodySchema = z.object({ guid_city: guid });
export const cityResponseSchema = z.object({ data: citySchema });

/** GET geo fias/?code=: a FIAS id (a city's, or a region's). */
export const fiasQuerySchema = z.object({ code: guid });
/** GET geo city/{guid}/. */
export const cityGuidParamsSchema = z.object({ guid });

/** GET location/check/: the city the request context resolves to and whether to ask the shopper to confirm it. */
export const locationCheckResponseSchema = z.object({
  data: z.object({
    city: citySchema,
    source: z.enum(['cookie', 'ip', 'default']),
    need_confirm: z.boolean(),
  }),
});
export type LocationCheck = z.infer<typeof locationCheckResponseSchema>['data'];

/** GET /api/common/time/: the server's clock in the zone the `Timezone` header names. */
export const timeResponseSchema = z.object({
  data: z.object({ timestamp: z.number().int(), iso: z.string(), timezone: z.string(), offset: z.string() }),
});
