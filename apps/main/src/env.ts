import { z } from 'zod';

const envSchema = z.object({
  /** The commerce API; read when the server starts, never baked into the build. */
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Sentry-compatible DSN for client error reports; errors go to the console when unset. */
  ERROR_DSN: z.url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export const env = envSchema.parse({
  API_URL: process.env.API_URL,
  ERROR_DSN: process.env.ERROR_DSN || undefined,
  NODE_ENV: process.env.NODE_ENV,
});
