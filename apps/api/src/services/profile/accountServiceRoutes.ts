// The personal account's profile side, registered under the main service prefix beside the profile
// read (routes.ts): user/{id}, fill-profile, password, deletion, subscriptions, favourite stores and
// the reviews area.
import { type FastifyInstance } from 'fastify';
import { type Env } from '../../env';
import { signingSecretOf } from '../../plugins/signingSecret';
import { accountRoutes } from './accountRoutes';
import { commentProductRoutes } from './commentProductRoutes';
import { storeRoutes } from './storeRoutes';
import { subscriptionRoutes } from './subscriptionRoutes';
import { userRoutes } from './userRoutes';

export async function personalAccountRoutes(app: FastifyInstance, options: { env: Env }): Promise<void> {
  await app.register(userRoutes);
  await app.register(accountRoutes, { secureCookies: options.env.NODE_ENV === 'production' });
  await app.register(subscriptionRoutes, { linkSecret: signingSecretOf(options.env, {
      name: 'LINK_SIGNING_SECRET',
      value: options.env.LINK_SIGNING_SECRET,
      developmentSecret: 'ornament-development-link-signing-secret',
      warn: (message) => app.log.warn(message),
    }),
  });
  await app.register(storeRoutes);
  await app.register(commentProductRoutes);
}
