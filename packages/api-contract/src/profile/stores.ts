// Favourite stores (spec 3 §2 "Favourite stores"; paths are this project's, the spec not naming them).
// GET lists the favourites; GET with filter[city] lists that city's stores, each marked is-favorite,
// for choosing one to add.
import { z } from 'zod';

export const storeOpeningHoursSchema = z.record(z.string(), z.object({ open: z.string(), close: z.string() }).nullable());

export const favoriteStoreSchema = z.object({
  id: z.number().int(),
  type: z.literal('store'),
  attributes: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    'city-guid': z.string(),
    phone: z.string().nullable(),
    'store-type': z.string(),
    /** ISO weekday ('1' Monday … '7' Sunday) → hours, null on a day off. */
    'opening-hours': storeOpeningHoursSchema,
    'is-favorite': z.boolean(),
  }),
});
export type FavoriteStore = z.infer<typeof favoriteStoreSchema>;

export const favoriteStoresQuerySchema = z.object({ 'filter[city]': z.string().regex(/^[0-9a-f-]{36}$/i).optional() });

export const favoriteStoresResponseSchema = z.object({
  data: z.array(favoriteStoreSchema),
  meta: z.object({ limit: z.number().int(), 'favorite-count': z.number().int() }),
});
export type FavoriteStoresResponse = z.infer<typeof favoriteStoresResponseSchema>;

export const favoriteStoreAddBodySchema = z.object({ storeId: z.number().int().min(1).max(2_147_483_647) });
export const favoriteStoreAddResponseSchema = z.object({ data: favoriteStoreSchema });
export type FavoriteStoreAddResponse = z.infer<typeof favoriteStoreAddResponseSchema>;
