// Staff read the complaints (the same bearer token as the other form requests): newest first, each
// with signed preview links of its two photos.
import { authenticityComplaintListQuerySchema, authenticityComplaintListResponseSchema, authenticityPaths } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { operatorAuthorised } from '../../plugins/operatorToken';
import { bothForms } from '../tradeIn/bothForms';
import type { PreviewSigner } from './previewLink';
import { complaintPage } from './repository';

const perPage = 20;

export interface StaffRoutesOptions {
  adminToken: string | null;
  signer: PreviewSigner;
  now: () => Date;
}

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { adminToken, signer, now }) => {
  for (const url of bothForms(authenticityPaths.complaintsAdmin)) {
    app.get(url, { schema: { querystring: authenticityComplaintListQuerySchema, response: { 200: authenticityComplaintListResponseSchema } } }, async (request, reply) => {
      if (!operatorAuthorised(adminToken, request.headers.authorization)) throw new HttpError(401, 'staff_required', 'Staff token required');
      const { page } = request.query;
      const { rows, total } = await complaintPage(app.db, page, perPage);
      const link = (fileId: string | null) => (fileId ? signer.sign(fileId, now()).url : null);
      void reply.header('cache-control', 'no-store');
      return {
        data: rows.map((row) => ({
          id: row.id,
          shop_name: row.shopName,
          shop_address: row.shopAddress,
          barcode: row.barcode,
          article: row.article,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          cheque_photo: link(row.chequePhoto),
          product_photo: link(row.productPhoto),
        })),
        meta: { page, 'per-page': perPage, 'total-count': total },
      };
    });
  }
};
