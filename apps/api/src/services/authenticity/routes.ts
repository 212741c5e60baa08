// Product authentication under the main service prefix (spec 2 §7 "Product authentication (v3)").
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import { allowsDemoShortcuts } from '../../profile';
import { signingSecretOf } from '../../plugins/signingSecret';
import { createPhotoStore } from '../reviews/photoStore';
import { checkRoutes } from './checkRoutes';
import { complaintRoutes } from './complaintRoutes';
import { fileRoutes } from './fileRoutes';
import { createAuthenticityLimiters } from './limiters';
import { createPreviewSigner } from './previewLink';
import { staffRoutes } from './staffRoutes';
import { developmentFormRequestsAdminToken } from '../requests/routes';

export interface AuthenticityRoutesOptions {
  env: Env;
  /** The clock of captchas and preview links; tests move it. */
  now?: () => Date;
}

export async function authenticityRoutes(app: FastifyInstance, { env, now = () => new Date() }: AuthenticityRoutesOptions): Promise<void> {
  const limiters = createAuthenticityLimiters(app.db);
  const secret = signingSecretOf(env, {
    name: 'LINK_SIGNING_SECRET',
    value: env.LINK_SIGNING_SECRET,
    developmentSecret: 'ornament-development-link-signing-secret',
    warn: (message) => app.log.warn(message),
  });
  const signer = createPreviewSigner(secret);
  await app.register(checkRoutes, { limiters, now });
  await app.register(fileRoutes, { limiters, now, signer, store: createPhotoStore(env.UPLOAD_DIR, 'product-authentication') });
  await app.register(complaintRoutes, { limiters });
  // Staff use the form requests' token (README "Security"); unset in production disables the list.
  const adminToken = env.FORM_REQUESTS_ADMIN_TOKEN ?? (allowsDemoShortcuts(env) ? developmentFormRequestsAdminToken : null);
  await app.register(staffRoutes, { adminToken, signer, now });
}
