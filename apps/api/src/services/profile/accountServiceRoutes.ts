// The personal account's profile side, registered under the main service prefix beside the profile
// read (routes.ts): user/{id}, fill-profile, password, deletion, subscriptions, favourite stores and
// the reviews area.
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import { signingSecretOf } from '../../plugins/signingSecret';
import type { StepUpDeps } from '../auth/stepUp';
import type { MailProvider } from '../mail/provider';
import { accountRoutes } from './accountRoutes';
import { emailLinkSigner } from './emailLink';
import { securityRoutes } from './securityRoutes';
import { commentProductRoutes } from './commentProductRoutes';
import { storeRoutes } from './storeRoutes';
import { subscriptionRoutes } from './subscriptionRoutes';
import { userRoutes } from './userRoutes';

export interface PersonalAccountOptions {
  env: Env;
  /** The confirmation code's machinery (issue 19 finding 10): the login's SMS provider, hasher and clock. */
  stepUp: StepUpDeps;
  /** Where the e-mail confirmation letters go (services/mail/fromEnv.ts). */
  mail: MailProvider;
}

export async function personalAccountRoutes(app: FastifyInstance, options: PersonalAccountOptions): Promise<void> {
  const linkSecret = signingSecretOf(options.env, {
    name: 'LINK_SIGNING_SECRET',
    value: options.env.LINK_SIGNING_SECRET,
    developmentSecret: 'ornament-development-link-signing-secret',
    warn: (message) => app.log.warn(message),
  });
  const signer = emailLinkSigner(linkSecret);
  await app.register(userRoutes, { stepUp: options.stepUp, emailChange: { db: app.db, mail: options.mail, signer, allowedOrigins: options.env.ALLOWED_ORIGINS } });
  await app.register(accountRoutes, { secureCookies: options.env.NODE_ENV === 'production', stepUp: options.stepUp });
  await app.register(securityRoutes, { stepUp: options.stepUp, signer });
  await app.register(subscriptionRoutes, { linkSecret });
  await app.register(storeRoutes);
  await app.register(commentProductRoutes);
}
