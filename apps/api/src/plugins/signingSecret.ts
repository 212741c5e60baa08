import { randomBytes } from 'node:crypto';
import { type Env } from '../env';

export interface SigningSecretOptions {
  /** The environment variable that holds the secret in production, for the warning. */
  name: string;
  /** Its value, when set. */
  value: string | undefined;
  /** A fixed secret for development and tests, so signed links survive restarts there. */
  developmentSecret: string;
  warn: (message: string) => void;
}

/**
 * An HMAC key for signed links and codes (unsubscribe links, in-store QR codes). Production without
 * one still starts (`npm start` runs the API in production mode) with a random key per process, so
 * what it signs verifies only on this instance until it restarts; `warn` says so.
 */
export function signingSecretOf(env: Env, { name, value, developmentSecret, warn }: SigningSecretOptions): string {
  if (value) return value;
  if (env.NODE_ENV !== 'production') return developmentSecret;
  warn(`${name} is not set: signing with a random per-process key`);
  return randomBytes(32).toString('hex');
}
