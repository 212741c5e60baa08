// The checkout map (spec 3 §3 "Shop point and map", §7 offers service): GET offer/points/ (shops and
// delivery-service pickup points that can receive the basket), offer/points-cluster/ (the same
// points grouped on a grid for a zoom level), offer/data/ (one point in detail).
import { z } from 'zod';
import { currencySchema } from '../common/money';
import { deliveryPointTypes, deliveryPointsDefaultLimit, deliveryPointsMaxLimit, pointOrderTypes, pvzTypes } from './constants';
import { boundsParamSchema, boundsSchema, csvOf, flagSchema, guidSchema, offersParamSchema } from './query';

const serviceIdSchema = z.string().regex(/^[a-z0-9-]{1,32}$/);

/** Filters every map call takes. Y/N flags keep only pickup points with (Y) or without (N) the option. */
const pointFilters = {
  /** The city whose points are listed; defaults to the X-City-Uuid one unless bounds are given. */
  'filter[city]': guidSchema.optional(),
  'filter[bounds]': boundsParamSchema.optional(),
  /** The map tab: shops ('retail'), pickup points ('pvz'), or both (the default). */
  'filter[point_type]': csvOf(deliveryPointTypes).optional(),
  'filter[pvz_types]': csvOf(pvzTypes).optional(),
  'filter[partial_redemption]': flagSchema.optional(),
  'filter[return_option]': flagSchema.optional(),
  'filter[delivery_service]': z
    .string()
    .max(200)
    .transform((s) => [...new Set(s.split(',').map((v) => v.trim()).filter(Boolean))])
    .pipe(z.array(serviceIdSchema).min(1))
    .optional(),
};

export const offerPointsQuerySchema = z.object({
  ...pointFilters,
  /** Offers to place instead of the session basket's selected lines (e.g. from the product page). */
  'filter[offer]': offersParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(deliveryPointsMaxLimit).default(deliveryPointsDefaultLimit),
});
export type OfferPointsQuery = z.input<typeof offerPointsQuerySchema>;

export const offerPointsClusterQuerySchema = z.object({
  ...pointFilters,
  'filter[bounds]': boundsParamSchema,
  /** The map's zoom level; a cell is 64 px of the map at that zoom. */
  'filter[zoom]': z.coerce.number().int().min(0).max(21),
});
export type OfferPointsClusterQuery = z.input<typeof offerPointsClusterQuerySchema>;

export const pointIdSchema = z.string().regex(/^(retail-\d{1,9}|pvz-[A-Za-z0-9_-]{1,64})$/, 'Expected retail-{id} or pvz-{code}');

export const offerPointDataQuerySchema = z.object({
  'filter[point]': pointIdSchema,
  'filter[offer]': offersParamSchema.optional(),
});
export type OfferPointDataQuery = z.input<typeof offerPointDataQuerySchema>;

/** One basket line (or named offer) at a point. */
export const pointOfferSchema = z.object({
  offer: z.string(),
  article: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The point holds the quantity now (a shop's stock; never for a pickup point). */
  in_stock: z.boolean(),
  /** It can be received here at all (held here, or in stock elsewhere in the country). */
  available: z.boolean(),
  /** Days until it can be received here; null when it cannot. */
  delivery_time: z.number().int().nullable(),
});
export type PointOffer = z.infer<typeof pointOfferSchema>;

export const deliveryInformationSchema = z.object({
  /** The whole basket can be received today. */
  isToday: z.boolean(),
  /** From when today, 'HH:MM', when the shop holds everything ('Забрать сегодня с {time}'); null otherwise. */
  schedule_time: z.string().nullable(),
  /** Days until the whole basket can be received (the slowest line); null when it cannot be. */
  delivery_time: z.number().int().nullable(),
  /** That day in the point's time zone, 'YYYY-MM-DD'. */
  delivery_date: z.string().nullable(),
  /** What set-store is sent with for this point. */
  order_type: z.enum(pointOrderTypes).nullable(),
  price: z.number(),
  free_delivery_from: z.number().nullable(),
  /** Days the order waits there before it goes back. */
  reservation_period: z.number().int(),
});
export type DeliveryInformation = z.infer<typeof deliveryInformationSchema>;

export const deliveryPointSchema = z.object({
  /** 'retail-{storeId}' or 'pvz-{code}'. */
  id: z.string(),
  type: z.enum(deliveryPointTypes),
  name: z.string(),
  address: z.string(),
  city_guid: z.string(),
  lat: z.number(),
  lon: z.number(),
  work_time: z.string(),
  store_id: z.number().int().nullable(),
  store_type: z.enum(['retail', 'franchise', 'premium']).nullable(),
  pvz_code: z.string().nullable(),
  pvz_type: z.enum(pvzTypes).nullable(),
  delivery_service_id: z.string().nullable(),
  delivery_service_name: z.string().nullable(),
  partial_redemption: z.boolean(),
  return_option: z.boolean(),
  /** Every line can be received here. */
  is_available: z.boolean(),
  deliveryInformation: deliveryInformationSchema,
  offers: z.array(pointOfferSchema),
});
export type DeliveryPoint = z.infer<typeof deliveryPointSchema>;

export const offerPointsResponseSchema = z.object({
  data: z.array(deliveryPointSchema),
  meta: z.object({
    /** Points matching the filters; `data` holds at most `limit` of them, shops first, then by distance. */
    'total-count': z.number().int(),
    city_guid: z.string().nullable(),
    bounds: boundsSchema.nullable(),
    currency: currencySchema,
    timezone: z.string(),
  }),
});
export type OfferPointsResponse = z.infer<typeof offerPointsResponseSchema>;

export const pointClusterSchema = z.object({
  /** '{zoom}:{column}:{row}' of the grid cell. */
  id: z.string(),
  /** The mean position of the cell's points (where the cluster's marker goes). */
  lat: z.number(),
  lon: z.number(),
  count: z.number().int(),
  retail_count: z.number().int(),
  pvz_count: z.number().int(),
  /** The rectangle of the cell's points: zoom the map to it when the cluster is clicked. */
  bounds: boundsSchema,
  /** The point's id when the cell holds only one. */
  point_id: z.string().nullable(),
});
export type PointCluster = z.infer<typeof pointClusterSchema>;

export const offerPointsClusterResponseSchema = z.object({
  data: z.array(pointClusterSchema),
  meta: z.object({ zoom: z.number().int(), 'total-count': z.number().int() }),
});
export type OfferPointsClusterResponse = z.infer<typeof offerPointsClusterResponseSchema>;

/** Opening hours of one weekday (1 Monday … 7 Sunday); days a shop is closed are left out. */
export const pointScheduleDaySchema = z.object({ day: z.number().int().min(1).max(7), open: z.string(), close: z.string() });

export const deliveryPointDetailSchema = deliveryPointSchema.extend({
  phone: z.string().nullable(),
  /** A shop's week; empty for a pickup point (its work_time says it). */
  schedule: z.array(pointScheduleDaySchema),
});
export type DeliveryPointDetail = z.infer<typeof deliveryPointDetailSchema>;

export const offerPointDataResponseSchema = z.object({
  data: deliveryPointDetailSchema,
  meta: z.object({ currency: currencySchema, timezone: z.string() }),
});
export type OfferPointDataResponse = z.infer<typeof offerPointDataResponseSchema>;
