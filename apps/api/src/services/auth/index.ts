// Builds the auth module from the environment and the app's SMS provider: the code secret, the clock,
// and which dev routes exist. Registered under the main service prefix.
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import { allowsDevelopmentRoutes } from '../../profile';
import { signingSecretOf } from '../../plugins/signingSecret';
import { type CodeHasher, codeHasher } from './codes';
import type { AuthDeps } from './deps';
import { devAuthRoutes } from './devRoutes';
import { authRoutes } from './routes';
import { localSmsAllowed } from '../sms/fromEnv';
import type { SmsProvider } from '../sms/provider';

export { registerLoginMerger, type LoginMerger } from './loginMergers';

export interface AuthModuleOptions {
  env: Env;
  /** The app's SMS provider (services/sms/fromEnv.ts), shared with the gift-card delivery. */
  sms: SmsProvider;
  /** The clock; tests move it instead of sleeping. */
  now?: () => Date;
  /** The codes' hasher (authCodeHasherOf), shared with the profile's confirmation codes. */
  hasher: CodeHasher;
}

/** The codes' HMAC. Every API replica must share it: a code sent through one is checked by another. */
export function authCodeHasherOf(env: Env, warn: (message: string) => void): CodeHasher {
  return codeHasher(
    signingSecretOf(env, {
      name: 'AUTH_CODE_SECRET',
      value: env.AUTH_CODE_SECRET,
      developmentSecret: 'ornament-development-auth-code-secret',
      warn,
    }),
  );
}

export async function authModule(app: FastifyInstance, { env, sms, hasher, now = () => new Date() }: AuthModuleOptions): Promise<void> {
  const production = env.NODE_ENV === 'production';
  const deps: AuthDeps = {
    db: app.db,
    now,
    sms,
    hasher,
    secureCookies: production,
    captcha: { testAnswer: production ? undefined : env.CAPTCHA_TEST_ANSWER },
  };
  await app.register(authRoutes, deps);
  await app.register(devAuthRoutes, { deps, outbox: env.SMS_DRIVER === 'local' && localSmsAllowed(env), tickets: allowsDevelopmentRoutes(env) });
}
