// Issue 19 finding 10's two calls: the confirmation code to the signed-in account's phone, and the
// e-mail confirmation link's landing (no login: the letter may be opened on another device).
import { accountSecurityPaths, confirmEmailBodySchema, confirmEmailResponseSchema, confirmationCodeResponseSchema } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type StepUpDeps, sendConfirmationCode } from '../auth/stepUp';
import { local } from '../favorites/local';
import { storefrontOf } from '../loyalty/storefront';
import type { EmailLinkSigner } from './emailLink';
import { confirmEmail } from './emailChange';

export interface SecurityRoutesOptions {
  stepUp: StepUpDeps;
  signer: EmailLinkSigner;
}

export async function securityRoutes(app: FastifyInstance, { stepUp, signer }: SecurityRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.post(local(accountSecurityPaths.confirmationCode), { schema: { response: { 200: confirmationCodeResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    return sendConfirmationCode(stepUp, request, user.id);
  });

  routes.post(local(accountSecurityPaths.confirmEmail), { schema: { body: confirmEmailBodySchema, response: { 200: confirmEmailResponseSchema } } }, async (request) => {
    const email = await confirmEmail({ db: app.db, signer }, request.body.token, stepUp.now(), storefrontOf(request.headers));
    return { data: { type: 'email-confirmation' as const, attributes: { email } } };
  });
}
