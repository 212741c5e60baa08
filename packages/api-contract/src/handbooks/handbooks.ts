import { z } from 'zod';
import { currencyCodeSchema } from '../common/money';

/** GET handbooks/delivery-info/: delivery price and free-delivery threshold for the request's city. */
export const deliveryInfoResponseSchema = z.object({
  data: z.object({
    delivery_price: z.number(),
    free_delivery_from: z.number(),
    currency: currencyCodeSchema,
    courier_days: z.number().int(),
    pickup_days: z.number().int(),
  }),
});
export type DeliveryInfo = z.infer<typeof deliveryInfoResponseSchema>['data'];

/** GET handbooks/currency-rates/: map by currency code with value and nominal (spec 1 §3). */
export const currencyRatesResponseSchema = z.object({
  data: z.record(currencyCodeSchema, z.object({ value: z.number(), nominal: z.number().int() })),
  meta: z.object({ base: currencyCodeSchema, timestamp: z.number().int() }),
});
export type CurrencyRates = z.infer<typeof currencyRatesResponseSchema>;
