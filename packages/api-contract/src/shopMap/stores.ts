// Shop points (spec 3 §3 "Shop point and map", §7): the paged list by bounds and/or city with the
// point-type, named-filter and text filters; a point's detail with work_time_holiday; the counts by
// kind; geocoding a city or address text; the v5 unpaged city list.
import { z } from 'zod';
import { storeOpeningHoursSchema } from '../profile/stores';
import { storePointTypes, storesPageSizeMax } from './constants';

const guid = z.string().trim().toLowerCase().regex(/^[0-9a-f-]{36}$/);
const intInRange = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** A comma list ('retail,premium') of known values, deduplicated; blank entries are skipped. */
const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(500)
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(values)));

/** 'south,west,north,east' in degrees (the map's visible box). */
export const storeBoundsSchema = z
  .string()
  .max(120)
  .transform((text) => text.split(',').map((part) => Number(part.trim())))
  .pipe(
    z
      .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().min(-90).max(90), z.number().min(-180).max(180)])
      .refine(([south, , north]) => south <= north, 'south must not exceed north'),
  );
export type StoreBounds = z.infer<typeof storeBoundsSchema>;

export const storesQuerySchema = z.object({
  'filter[bounds]': storeBoundsSchema.optional(),
  'filter[city_guid]': guid.optional(),
  'filter[point_type]': commaList(storePointTypes).optional(),
  /** Names of active filters from the shops-map-filter-list area, comma separated. */
  'filter[filtersName]': z.string().max(500).optional(),
  'filter[text]': z.string().trim().max(100).optional(),
  'filter[on_map]': z.enum(['true', 'false']).optional(),
  /** A promotion's address programme (the stores taking part). */
  'address-program-id': intInRange(1, 2_147_483_647).optional(),
  page: intInRange(1, 10_000).default(1),
  'per-page': intInRange(1, storesPageSizeMax).optional(),
});
export type StoresQuery = z.input<typeof storesQuerySchema>;

export const storePointSchema = z.object({
  id: z.number().int(),
  type: z.literal('store'),
  attributes: z.object({
    code: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    'city-guid': z.string(),
    lat: z.number(),
    lon: z.number(),
    /** The business kind (retail, franchise, premium). */
    'store-type': z.string(),
    'point-types': z.array(z.enum(storePointTypes)),
    phone: z.string().nullable(),
    metro: z.string().nullable(),
    services: z.array(z.string()),
    /** ISO weekday ('1' Monday … '7' Sunday) → hours, null on a day off. */
    'opening-hours': storeOpeningHoursSchema,
    'is-on-map': z.boolean(),
  }),
});
export type StorePoint = z.infer<typeof storePointSchema>;

export const storesMetaSchema = z.object({
  'current-page': z.number().int(),
  'page-count': z.number().int(),
  'per-page': z.number().int(),
  'total-count': z.number().int(),
});
export type StoresMeta = z.infer<typeof storesMetaSchema>;

export const storesResponseSchema = z.object({ data: z.array(storePointSchema), meta: storesMetaSchema });
export type StoresResponse = z.infer<typeof storesResponseSchema>;

/** One holiday exception: closed when open/close are null. */
export const storeHolidayHoursSchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  open: z.string().nullable(),
  close: z.string().nullable(),
  note: z.string(),
});
export type StoreHolidayHours = z.infer<typeof storeHolidayHoursSchema>;

export const storeDetailSchema = storePointSchema.extend({
  attributes: storePointSchema.shape.attributes.extend({
    /** Upcoming holiday exceptions, soonest first. */
    work_time_holiday: z.array(storeHolidayHoursSchema),
  }),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
export const storeDetailResponseSchema = z.object({ data: storeDetailSchema });
export type StoreDetailResponse = z.infer<typeof storeDetailResponseSchema>;

export const storeIdParamsSchema = z.object({ id: intInRange(1, 2_147_483_647) });

export const storesCountQuerySchema = z.object({
  city_guid: guid.optional(),
  'address-program-id': intInRange(1, 2_147_483_647).optional(),
});
export const storesCountResponseSchema = z.object({
  data: z.object({ flagships: z.number().int(), partners: z.number().int(), retails: z.number().int() }),
});
export type StoresCountResponse = z.infer<typeof storesCountResponseSchema>;

export const geocodeQuerySchema = z.object({
  lang: z.enum(['ru', 'kk', 'en']).default('ru'),
  geocode: z.string().trim().min(1).max(100),
});
export const geocodeResultSchema = z.object({
  id: z.string(),
  type: z.literal('geocode'),
  attributes: z.object({
    kind: z.enum(['city', 'address']),
    name: z.string(),
    /** The full label ('г. Москва, ул. Ленина, д. 5'). */
    text: z.string(),
    'city-guid': z.string(),
    lat: z.number(),
    lon: z.number(),
    /** The store at this address, for kind 'address'. */
    'store-id': z.number().int().nullable(),
  }),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const geocodeResponseSchema = z.object({ data: z.array(geocodeResultSchema) });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

export const cityStoresQuerySchema = z.object({ 'filter[city_guid]': guid });
export const cityStoresResponseSchema = z.object({ data: z.array(storePointSchema) });
export type CityStoresResponse = z.infer<typeof cityStoresResponseSchema>;

/** A filter of the shops-map-filter-list area: a name and the point types it shows. */
export const shopMapFilterSchema = z.object({ name: z.string(), pointTypes: z.array(z.enum(storePointTypes)) });
export type ShopMapFilter = z.infer<typeof shopMapFilterSchema>;
