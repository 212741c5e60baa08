import { z } from 'zod';
import { currencyCodes } from '@ornament/domain';

export const currencyCodeSchema = z.enum(currencyCodes);

/** The currency a price is given in: ISO code, shown symbol and the word the spec calls `text`. */
export const currencySchema = z.object({
  code: currencyCodeSchema,
  symbol: z.string(),
  text: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;
