// The loyalty side of the personal account (issue 7), registered under the main service prefix beside
// the profile routes: the tasks centre, the bonus balance and partner code, personal offers.
import type { FastifyInstance } from 'fastify';
import { bonusRoutes } from './bonusRoutes';
import { offerRoutes } from './offerRoutes';
import { taskRoutes } from './taskRoutes';

export interface LoyaltyRoutesOptions {
  /** The clock of balances and offer expiry; tests move it instead of sleeping. */
  now?: () => Date;
}

export async function loyaltyRoutes(app: FastifyInstance, options: LoyaltyRoutesOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  await app.register(taskRoutes);
  await app.register(bonusRoutes, { now });
  await app.register(offerRoutes, { now });
}
