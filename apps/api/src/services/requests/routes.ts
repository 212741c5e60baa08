// The request forms (issue 8, spec 2 §7): corporate gift cards (JSON:API GiftCardsRequests), the
// franchise form (captcha) and the staff list, under the main service; the atelier's order for
// production is registered under the atelier service (atelierRoutes).
import {
  formMessageResponseSchema,
  formRequestListQuerySchema,
  formRequestListResponseSchema,
  franchiseBodySchema,
  franchiseQuerySchema,
  genericErrorCodes,
  giftCardsRequestBodySchema,
  giftCardsRequestResponseSchema,
  requestsPaths,
  atelierCommentBodySchema,
  services,
} from '@ornament/api-contract';
import { formRequestLimits, formRequestServerMessages as m, giftCardNominals, giftCardRules, giftCardServerMessages } from '@ornament/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import type { Db } from '../../db';
import { createWindowLimiter, type WindowLimiter } from '../../plugins/windowLimiter';
import { captchaTokenPasses } from '../auth/captchaToken';
import { catalogContextOf } from '../catalog/requestContext';
import { local } from '../favorites/local';
import { bothSlashes, captchaError } from '../giftCards/routes';
import { operatorAuthorised } from '../../plugins/operatorToken';
import { listRequests, storeRequest } from './repository';
import { FormChecker } from './validate';

/** Outside production without FORM_REQUESTS_ADMIN_TOKEN, the staff list and the tests use this. */
export const developmentFormRequestsAdminToken = 'ornament-development-form-requests-admin';

export interface RequestRoutesOptions {
  /** The staff's bearer token for the list; null disables it. */
  adminToken: string | null;
  now?: () => Date;
}

function limiter(db: Db, scope: string): WindowLimiter {
  return createWindowLimiter(db, { scope, limit: formRequestLimits.perIp, windowMs: formRequestLimits.windowMs });
}

async function guard(limit: WindowLimiter, request: FastifyRequest): Promise<string> {
  const ip = clientIpOf(request);
  if (!(await limit.hit(ip))) throw new HttpError(429, genericErrorCodes.rateLimited, m.tooMany);
  return ip;
}

export async function requestRoutes(app: FastifyInstance, options: RequestRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  const perIp = limiter(app.db, 'form-request-ip');

  for (const url of bothSlashes(local(requestsPaths.giftCardsRequestCreate))) {
    routes.post(url, { schema: { body: giftCardsRequestBodySchema, response: { 201: giftCardsRequestResponseSchema } } }, async (request, reply) => {
      const ip = await guard(perIp, request);
      const { country } = catalogContextOf(request.headers);
      const a = request.body.data.attributes;
      const check = new FormChecker('/data/attributes');
      const payload = {
        company: check.text('company', a.company, giftCardServerMessages.company),
        contactName: check.text('contactName', a.contactName, giftCardServerMessages.contactName),
        phone: check.phone('phone', a.phone, country),
        email: check.email('email', a.email),
        quantity: a.quantity,
        nominal: a.nominal,
        comment: a.comment.trim(),
      };
      if (a.quantity < 1 || a.quantity > giftCardRules.corporateMaxQuantity) check.fail('quantity', giftCardServerMessages.quantity);
      if (!(giftCardNominals as readonly number[]).includes(a.nominal)) check.fail('nominal', giftCardServerMessages.nominal);
      check.done();
      const id = await storeRequest(app.db, 'gift_cards', payload, ip);
      return reply.status(201).send({ data: { type: 'GiftCardsRequests' as const, id: String(id) }, message: m.sent });
    });
  }

  for (const url of bothSlashes(local(requestsPaths.diamantFranchise))) {
    routes.post(url, { schema: { querystring: franchiseQuerySchema, body: franchiseBodySchema, response: { 200: formMessageResponseSchema } } }, async (request) => {
      const ip = await guard(perIp, request);
      const { country } = catalogContextOf(request.headers);
      const body = request.body;
      const check = new FormChecker('');
      const payload = {
        name: check.text('name', body.name, m.name),
        phone: check.phone('phone', body.phone, country),
        email: check.email('email', body.email),
        city: check.text('city', body.city, m.city),
        message: body.message.trim(),
      };
      check.done();
      // The captcha last: a typo in a field does not spend the shopper's image.
      if (!(await captchaTokenPasses(app.db, request.query.captchaToken, now()))) throw captchaError();
      await storeRequest(app.db, 'franchise', payload, ip);
      return { message: m.sent };
    });
  }

  for (const url of bothSlashes(local(requestsPaths.formRequestsAdmin))) {
    routes.get(url, { schema: { querystring: formRequestListQuerySchema, response: { 200: formRequestListResponseSchema } } }, async (request, reply) => {
      if (!operatorAuthorised(options.adminToken, request.headers.authorization)) throw new HttpError(401, 'staff_required', 'Staff token required');
      void reply.header('cache-control', 'no-store');
      return listRequests(app.db, request.query.kind, request.query.page);
    });
  }
}

/** Under services.atelier: the order-for-production form. */
export async function atelierRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perIp = limiter(app.db, 'atelier-request-ip');
  const path = requestsPaths.atelierComment.slice(services.atelier.length);
  for (const url of bothSlashes(path)) {
    routes.post(url, { schema: { body: atelierCommentBodySchema, response: { 200: formMessageResponseSchema } } }, async (request) => {
      const ip = await guard(perIp, request);
      const { country } = catalogContextOf(request.headers);
      const body = request.body;
      const check = new FormChecker('');
      const article = body.article?.trim() ?? '';
      const payload = {
        name: check.text('name', body.name, m.name),
        phone: check.phone('phone', body.phone, country),
        productDescription: check.text('productDescription', body.productDescription, m.productDescription, 5),
        article,
      };
      if (article !== '' && !/^[0-9A-Za-zА-Яа-я-]{3,20}$/.test(article)) check.fail('article', m.article);
      check.done();
      await storeRequest(app.db, 'atelier', payload, ip);
      return { message: m.sent };
    });
  }
}
