// verify/ and identify/ (spec 2 §7): behind the captcha header (`<uid_captcha>:<answer>`, spent
// whatever the answer), by barcode and article. Not genuine is an answer, not an error.
import {
  authenticityErrorCodes,
  authenticityIdentifyBodySchema,
  authenticityIdentifyResponseSchema,
  authenticityPaths,
  authenticityVerifyBodySchema,
  authenticityVerifyResponseSchema,
  captchaTokenHeader,
} from '@ornament/api-contract';
import { authenticityMessages as m } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/httpError';
import { captchaTokenPasses } from '../auth/captchaToken';
import { bothForms } from '../tradeIn/bothForms';
import type { AuthenticityLimiters } from './limiters';
import { productByBarcode } from './repository';

export interface CheckRoutesOptions {
  limiters: AuthenticityLimiters;
  now: () => Date;
}

export const checkRoutes: FastifyPluginAsyncZod<CheckRoutesOptions> = async (app, { limiters, now }) => {
  async function requireCaptcha(request: FastifyRequest): Promise<void> {
    await limiters.check.check(request);
    const raw = request.headers[captchaTokenHeader];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) throw new HttpError(400, authenticityErrorCodes.captcha, m.captchaRequired, `/headers/${captchaTokenHeader}`);
    if (!(await captchaTokenPasses(app.db, token, now()))) throw new HttpError(422, authenticityErrorCodes.captcha, m.captchaWrong, `/headers/${captchaTokenHeader}`);
  }

  for (const url of bothForms(authenticityPaths.verify)) {
    app.post(url, { schema: { body: authenticityVerifyBodySchema, response: { 200: authenticityVerifyResponseSchema } } }, async (request, reply) => {
      await requireCaptcha(request);
      const { barcode, article } = request.body.data.attributes;
      const product = await productByBarcode(app.db, barcode);
      const genuine = product !== null && product.article.toLowerCase() === article.toLowerCase();
      void reply.header('cache-control', 'no-store');
      return {
        data: {
          type: 'product-authentication' as const,
          attributes: { genuine, barcode, article, product: genuine ? product : null, message: genuine ? m.genuineText : m.notGenuineText },
        },
      };
    });
  }

  for (const url of bothForms(authenticityPaths.identify)) {
    app.post(url, { schema: { body: authenticityIdentifyBodySchema, response: { 200: authenticityIdentifyResponseSchema } } }, async (request, reply) => {
      await requireCaptcha(request);
      const { barcode } = request.body.data.attributes;
      const product = await productByBarcode(app.db, barcode);
      if (!product) throw new HttpError(404, authenticityErrorCodes.notFound, m.barcodeNotFound, '/data/attributes/barcode');
      void reply.header('cache-control', 'no-store');
      return { data: { type: 'product-authentication' as const, attributes: { barcode, product } } };
    });
  }
};
