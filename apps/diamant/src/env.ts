import { z } from 'zod';

const envSchema = z.object({
  /** The commerce API; read when the server starts, never baked into the build. */
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Sentry-compatible DSN for client error reports; errors go to the console when unset. */
  ERROR_DSN: z.url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The shop map's tile URL template ('https://tiles.example/{z}/{x}/{y}.png'); unset draws the offline map. Read per start, not baked in. */
  MAP_TILE_URL: z.string().regex(/^https?:\/\/[^\s]+$/).optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  /** The API's token for POST /internal/revalidate/ (cached pages it names stale); unset, the route refuses everyone. */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /** The main brand's storefront ('https://ornament.ru'): its sections are sent there (spec 2 §9). Unset, they are this storefront's 404. */
  MAIN_STOREFRONT_URL: z.url().optional(),
});

export const env = envSchema.parse({
  API_URL: process.env.API_URL,
  ERROR_DSN: process.env.ERROR_DSN || undefined,
  NODE_ENV: process.env.NODE_ENV,
  MAP_TILE_URL: process.env.MAP_TILE_URL || undefined,
  MAP_TILE_ATTRIBUTION: process.env.MAP_TILE_ATTRIBUTION || undefined,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || undefined,
  MAIN_STOREFRONT_URL: process.env.MAIN_STOREFRONT_URL || undefined,
});
