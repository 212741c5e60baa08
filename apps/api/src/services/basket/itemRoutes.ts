// The calls that change lines: create, update, select, delete, restore (spec 3 §7 "Basket").
import {
  basketCreateBodySchema,
  basketDeleteBodySchema,
  basketResponseSchema,
  basketRestoreBodySchema,
  basketSelectBodySchema,
  basketUpdateBodySchema,
  paths,
} from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { local } from '../favorites/local';
import { basketAnswer } from './answer';
import { basketContextOf } from './context';
import { externalIdOf } from './present';
import { addLine, changeSize, deleteLines, ownLines, restoreLines, selectLines, setQuantity } from './repository/items';
import { articleOfProduct, resolveOffer } from './repository/offer';
import { lockBasket } from './repository/settings';
import { itemNotFound, notAvailable } from './errors';

const response = { 200: basketResponseSchema };

export async function basketItemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(local(paths.basketCreate), { schema: { body: basketCreateBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    const { article, size, quantity, calculate } = request.body;
    const offer = await resolveOffer(app.db, ctx, article, size);
    if (offer.stock <= 0) throw notAvailable();
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await addLine(tx, ctx.userId, offer, quantity);
    });
    return basketAnswer(app.db, ctx, calculate, { currentExternalId: externalIdOf(offer.article, offer.size) });
  });

  routes.put(local(paths.basketUpdate), { schema: { body: basketUpdateBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    const { id, quantity, size, calculate } = request.body;
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      const [line] = await ownLines(tx, ctx.userId, [id], '/id');
      if (!line || line.deletedAt) throw itemNotFound('/id');
      const offer = await resolveOffer(tx, ctx, await articleOfProduct(tx, line.productId), size ?? line.size);
      if (size !== undefined && size !== line.size && offer.stock <= 0) throw notAvailable('/size');
      if (size !== undefined) await changeSize(tx, line, offer, quantity ?? line.quantity);
      else await setQuantity(tx, line, quantity ?? line.quantity, offer.stock);
    });
    return basketAnswer(app.db, ctx, calculate);
  });

  routes.post(local(paths.basketSelect), { schema: { body: basketSelectBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await selectLines(tx, ctx.userId, request.body.ids, request.body.isSelected);
    });
    return basketAnswer(app.db, ctx, request.body.calculate);
  });

  routes.delete(local(paths.basketDelete), { schema: { body: basketDeleteBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await deleteLines(tx, ctx.userId, request.body.ids);
    });
    return basketAnswer(app.db, ctx, request.body.calculate);
  });

  routes.post(local(paths.basketRestore), { schema: { body: basketRestoreBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await restoreLines(tx, ctx.userId, request.body.ids);
    });
    return basketAnswer(app.db, ctx, request.body.calculate);
  });
}
