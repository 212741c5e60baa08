import { randomBytes } from 'node:crypto';
import type { Env } from '../env';
import { allowsDemoShortcuts } from '../profile';

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
 * An HMAC key for signed links and codes (unsubscribe links, in-store QR codes). Live production
 * does not start without one (profile.ts); an app built in that profile without one (a test) signs
 * with a random key per process, so what it signs verifies only on this instance; `warn` says so.
 */
export function signingSecretOf(env: Env, { name, value, developmentSecret, warn }: SigningSecretOptions): string {
  if (value) return value;
  if (allowsDemoShortcuts(env)) return developmentSecret;
  warn(`${name} is not set: signing with a random per-process key`);
  return randomBytes(32).toString('hex');
}
