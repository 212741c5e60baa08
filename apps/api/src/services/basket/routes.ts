// The basket service module (spec 3 §7 "Basket", issue 6), registered under the main service prefix
// (services.main): every call of /v6/basket/ plus /v6/link/get-pack-link/. The basket belongs to the
// session's user (a guest gets one on the first basket call) and follows them into the account at login.
import type { FastifyInstance } from 'fastify';
import { registerLoginMerger } from '../auth/loginMergers';
import { basketItemRoutes } from './itemRoutes';
import { mergeBaskets } from './merge';
import { basketReadRoutes } from './readRoutes';
import { basketSettingsRoutes } from './settingsRoutes';

export async function basketRoutes(app: FastifyInstance): Promise<void> {
  registerLoginMerger(mergeBaskets);
  await app.register(basketReadRoutes);
  await app.register(basketItemRoutes);
  await app.register(basketSettingsRoutes);
}
