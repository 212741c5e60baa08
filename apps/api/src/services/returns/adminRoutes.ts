// The returns operator's call (registered under services.main): PATCH admin/returns/{number}/ with
// `{ status }` and the RETURNS_ADMIN_TOKEN bearer moves a return forward (advance.ts); the money of a
// refunded return paid online goes to the acquirer at once (the refund job's timer retries). POST
// admin/returns/{number}/transfer/ with the bank's payment order number marks a transfer refund paid
// (transferPaid.ts).
import {
  returnAdminPaths,
  returnAdvanceBodySchema,
  returnAdvanceParamsSchema,
  returnAdvanceResponseSchema,
  returnTransferPaidBodySchema,
  returnTransferPaidResponseSchema,
} from '@ornament/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { operatorAuthorised } from '../../plugins/operatorToken';
import { local } from '../favorites/local';
import { advanceReturn } from './advance';
import { markTransferPaid } from './transferPaid';

/** Outside production without RETURNS_ADMIN_TOKEN, return:advance and the tests use this. */
export const developmentReturnsAdminToken = 'ornament-development-returns-admin';

export interface ReturnAdminRoutesOptions {
  /** Null: the call authorises nobody (production without RETURNS_ADMIN_TOKEN). */
  adminToken: string | null;
}

export async function returnAdminRoutes(app: FastifyInstance, { adminToken }: ReturnAdminRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without the token learns nothing about what the call takes.
  const preValidation = async (request: FastifyRequest) => {
    if (!operatorAuthorised(adminToken, request.headers.authorization)) throw new HttpError(401, 'operator_required', 'Operator token required');
  };

  routes.patch(
    local(returnAdminPaths.returnAdvance(':number')),
    {
      schema: { params: returnAdvanceParamsSchema, body: returnAdvanceBodySchema, response: { 200: returnAdvanceResponseSchema } },
      preValidation,
    },
    async (request) => {
      const { queued, ...data } = await advanceReturn(app.db, request.params.number, request.body.status);
      if (queued) app.paymentRefunds?.kick();
      return { data };
    },
  );

  routes.post(
    local(returnAdminPaths.returnTransferPaid(':number')),
    {
      schema: { params: returnAdvanceParamsSchema, body: returnTransferPaidBodySchema, response: { 200: returnTransferPaidResponseSchema } },
      preValidation,
    },
    async (request) => ({ data: await markTransferPaid(app.db, request.params.number, request.body.data.attributes.reference) }),
  );
}
