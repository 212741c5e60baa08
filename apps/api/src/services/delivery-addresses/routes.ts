// Saved courier addresses (spec 3 §7 "Addresses"), under the main service prefix. Signed-in shoppers
// only (a guest gets 401); another shopper's id is 404 and changes nothing; at most
// deliveryAddressLimits.maxSaved addresses each (422 address_limit with meta.limit).
import {
  deliveryAddressBodySchema,
  deliveryAddressDeleteQuerySchema,
  deliveryAddressListResponseSchema,
  deliveryAddressResponseSchema,
  deliveryAddressUpdateBodySchema,
  deliveryErrorCodes,
  genericErrorCodes,
  paths,
} from '@ornament/api-contract';
import { addressLimitText, deliveryAddressLimits, deliveryAddressMessages } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { lockOwner } from '../favorites/ownerLock';
import { addressesOf, countAddresses, deleteAddress, insertAddress, toDeliveryAddress, updateAddress } from './repository';
import { addressValuesOf } from './values';

const limit = deliveryAddressLimits.maxSaved;
const notFound = (pointer: string) => new HttpError(404, genericErrorCodes.notFound, deliveryAddressMessages.notFound, pointer);

async function listOf(db: Db, userId: string) {
  return { data: (await addressesOf(db, userId)).map(toDeliveryAddress), meta: { limit } };
}

export async function deliveryAddressRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(paths.deliveryAddresses), { schema: { response: { 200: deliveryAddressListResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    void reply.header('cache-control', 'private, no-store');
    return listOf(app.db, user.id);
  });

  routes.post(
    local(paths.deliveryAddressCreate),
    { schema: { body: deliveryAddressBodySchema, response: { 201: deliveryAddressResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireSignedIn();
      const values = addressValuesOf(request.body);
      const row = await app.db.transaction(async (tx) => {
        // The owner's row lock makes the count and the insert one step for concurrent creates.
        await lockOwner(tx, user.id);
        if ((await countAddresses(tx, user.id)) >= limit) {
          throw new HttpError(422, deliveryErrorCodes.addressLimit, addressLimitText(limit)).withMeta({ limit });
        }
        return insertAddress(tx, user.id, values);
      });
      return reply.status(201).send({ data: toDeliveryAddress(row) });
    },
  );

  routes.put(
    local(paths.deliveryAddressUpdate),
    { schema: { body: deliveryAddressUpdateBodySchema, response: { 200: deliveryAddressResponseSchema } } },
    async (request) => {
      const user = await request.requireSignedIn();
      const row = await updateAddress(app.db, user.id, request.body.id, addressValuesOf(request.body));
      if (!row) throw notFound('/id');
      return { data: toDeliveryAddress(row) };
    },
  );

  routes.delete(
    local(paths.deliveryAddressDelete),
    { schema: { querystring: deliveryAddressDeleteQuerySchema, response: { 200: deliveryAddressListResponseSchema } } },
    async (request) => {
      const user = await request.requireSignedIn();
      if (!(await deleteAddress(app.db, user.id, request.query.id))) throw notFound('/query/id');
      return listOf(app.db, user.id);
    },
  );
}
