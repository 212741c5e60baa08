// Builds the auth module from the environment: the SMS driver, the code secret, the clock, and which
// dev routes exist. Registered under the main service prefix.
import { type FastifyInstance } from 'fastify';
import { type Env } from '../../env';
import { signingSecretOf } from '../../plugins/signingSecret';
import { codeHasher } from './codes';
import { type AuthDeps } from './deps';
import { devAuthRoutes } from './devRoutes';
import { authRoutes } from './routes';
import { localSmsDriver } from './sms/localDriver';

export { registerLoginMerger, type LoginMerger } from './loginMergers';

export interface AuthModuleOptions {
  env: Env;
  /** The clock; tests move it instead of sleeping. */
  now?: () => Date;
}

export async function authModule(app: FastifyInstance, { env, now = () => new Date() }: AuthModuleOptions): Promise<void> {
  const production = env.NODE_ENV === 'production';
  const localAllowed = !production || env.SMS_LOCAL_IN_PRODUCTION;
  if (env.SMS_DRIVER === 'local' && !localAllowed) {
    app.log.warn('SMS_DRIVER=local delivers nothing in production: login codes fail with send_sms_error (SMS_LOCAL_IN_PRODUCTION=true allows it on a local run)');
  }
  const deps: AuthDeps = {
    db: app.db,
    now,
    sms: localSmsDriver(app.db, { enabled: localAllowed }),
    // Every API replica must share it: a code sent through one is checked by another.
    hasher: codeHasher(
      signingSecretOf(env, {
        name: 'AUTH_CODE_SECRET',
        value: env.AUTH_CODE_SECRET,
        developmentSecret: 'ornament-development-auth-code-secret',
        warn: (message) => app.log.warn(message),
      }),
    ),
    secureCookies: production,
    captcha: { testAnswer: production ? undefined : env.CAPTCHA_TEST_ANSWER },
  };
  await app.register(authRoutes, deps);
  await app.register(devAuthRoutes, { deps, outbox: env.SMS_DRIVER === 'local' && localAllowed, tickets: !production });
}
