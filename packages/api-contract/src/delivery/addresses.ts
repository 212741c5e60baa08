// Saved courier addresses (spec 3 §3 "Delivery address", §7 "Addresses"): GET list, POST create/,
// PUT update/, DELETE delete/?id=. Every call is the signed-in owner's; another shopper's id is 404.
import { deliveryAddressLimits as limits } from '@ornament/domain';
import { z } from 'zod';

const guid = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Expected a GUID')
  .toLowerCase();
const printable = /^\P{Cc}*$/u;
const text = (max: number) => z.string().trim().max(max).regex(printable, 'Unexpected control characters');
const required = (max: number) => text(max).min(1, 'Required');
/** Digits (a floor may be below ground), as a string or a number; '' when not given. */
const digits = (count: number, signed: boolean) =>
  z
    .union([z.number().int().transform(String), z.string().trim()])
    .pipe(z.string().regex(new RegExp(`^(${signed ? '-?' : ''}\\d{1,${count}})?$`), 'Expected a number'));

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const deliveryAddressSchema = z.object({
  id: z.number().int(),
  country_fias_id: z.string(),
  region_fias_id: z.string(),
  city_fias_id: z.string(),
  /** The whole address as one line (composed by the server when not given). */
  address: z.string(),
  region: z.string(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string(),
  floor: z.string(),
  porch: z.string(),
  intercom: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
/** The parts of an address a shopper types in. */
export type AddressParts = Pick<DeliveryAddress, 'street' | 'house' | 'apartment' | 'floor' | 'porch' | 'intercom'>;

/**
 * The ids are those of the reference cities (a city's GUID or FIAS id, its region's GUID or FIAS id,
 * the country GUID); city and region names default to the reference city's.
 */
export const deliveryAddressBodySchema = z.object({
  country_fias_id: guid,
  region_fias_id: guid,
  city_fias_id: guid,
  address: text(limits.addressLength).default(''),
  region: text(limits.regionLength).default(''),
  city: text(limits.cityLength).default(''),
  street: required(limits.streetLength),
  house: required(limits.houseLength),
  apartment: text(limits.apartmentLength).default(''),
  floor: digits(limits.floorDigits, true).default(''),
  porch: digits(limits.porchDigits, false).default(''),
  intercom: text(limits.intercomLength).default(''),
});
export type DeliveryAddressBody = z.input<typeof deliveryAddressBodySchema>;

export const deliveryAddressUpdateBodySchema = deliveryAddressBodySchema.extend({ id });
export type DeliveryAddressUpdateBody = z.input<typeof deliveryAddressUpdateBodySchema>;

export const deliveryAddressDeleteQuerySchema = z.object({ id });

export const deliveryAddressResponseSchema = z.object({ data: deliveryAddressSchema });
export type DeliveryAddressResponse = z.infer<typeof deliveryAddressResponseSchema>;
/** The list, oldest first (the last one is the newest); delete/ answers with what remains. */
export const deliveryAddressListResponseSchema = z.object({ data: z.array(deliveryAddressSchema), meta: z.object({ limit: z.number().int() }) });
export type DeliveryAddressListResponse = z.infer<typeof deliveryAddressListResponseSchema>;
