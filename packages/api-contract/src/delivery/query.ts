// Query-string pieces the offers service's map calls share: lists, bounds, Y/N flags, offers.
import { z } from 'zod';
import { deliveryPointsMaxOffers } from './constants';

/** 'a,b,c' → distinct values of the set; an empty or unknown value fails. */
export function csvOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .max(200)
    .transform((s) => [...new Set(s.split(',').map((v) => v.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(values)).min(1));
}

export const guidSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Expected a GUID')
  .toLowerCase();

export const flagSchema = z.enum(['Y', 'N']);

const lat = z.number().min(-90).max(90);
const lon = z.number().min(-180).max(180);

export const boundsSchema = z.object({ south: lat, west: lon, north: lat, east: lon });
export type Bounds = z.infer<typeof boundsSchema>;

/** 'south,west,north,east' in degrees (the map's visible rectangle; it never crosses the antimeridian). */
export const boundsParamSchema = z
  .string()
  .max(120)
  .transform((s) => s.split(',').map((v) => (v.trim() === '' ? Number.NaN : Number(v))))
  .pipe(z.tuple([lat, lon, lat, lon]))
  .refine(([south, west, north, east]) => south <= north && west <= east, 'Expected south,west,north,east')
  .transform(([south, west, north, east]) => ({ south, west, north, east }));

/** 'A-1#17,A-2#' — articles and sizes ('' for a product without sizes), one unit each. */
export const offersParamSchema = z
  .string()
  .max(90 * deliveryPointsMaxOffers)
  .transform((s) => [...new Set(s.split(',').map((v) => v.trim()).filter(Boolean))])
  .pipe(
    z
      .array(z.string().regex(/^[\w.-]{1,64}(#[\w.,\s-]{0,16})?$/u, 'Expected article#size'))
      .min(1)
      .max(deliveryPointsMaxOffers),
  );
