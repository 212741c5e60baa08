// The complaint about a shop (spec 2 §3: shop_name, shop_address, cheque_photo, product_photo): both
// photos uploaded first by the same session, attached in the same transaction as the complaint.
import { authenticityComplaintBodySchema, authenticityComplaintResponseSchema, authenticityPaths } from '@ornament/api-contract';
import { authenticityMessages as m } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { bothForms } from '../tradeIn/bothForms';
import type { AuthenticityLimiters } from './limiters';
import { insertComplaint } from './repository';

const missingMessage = { cheque_photo: m.chequePhotoRequired, product_photo: m.productPhotoRequired } as const;

export const complaintRoutes: FastifyPluginAsyncZod<{ limiters: AuthenticityLimiters }> = async (app, { limiters }) => {
  for (const url of bothForms(authenticityPaths.complaint)) {
    app.post(url, { schema: { body: authenticityComplaintBodySchema, response: { 201: authenticityComplaintResponseSchema } } }, async (request, reply) => {
      const user = await request.sessionUser();
      // Photos come first, so a complaint without a session has none of its own.
      if (!user) throw new HttpError(422, 'photo_required', m.chequePhotoRequired, '/data/attributes/cheque_photo');
      await limiters.complaint.check(request, user.id);
      const a = request.body.data.attributes;
      const stored = await insertComplaint(app.db, {
        userId: user.id,
        shopName: a.shop_name,
        shopAddress: a.shop_address,
        barcode: a.barcode ?? null,
        article: a.article ?? null,
        chequePhoto: a.cheque_photo,
        productPhoto: a.product_photo,
      });
      if ('missing' in stored) throw new HttpError(422, 'photo_required', missingMessage[stored.missing], `/data/attributes/${stored.missing}`);
      return reply.status(201).send({ data: { id: stored.id, type: 'authenticity-complaint' as const, attributes: { message: m.complaintSent } } });
    });
  }
};
