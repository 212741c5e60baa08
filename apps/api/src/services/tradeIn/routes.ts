// Trade-in under the main service prefix (spec 2 §7 "Trade-in (v3)"): settings, the shopper's old
// jewelry (batch-create, batch-delete), the products to buy (add-product, delete-product by article)
// and the calculation. A guest's lists belong to its fake user and follow it at login.
import {
  tradeInArticleQuerySchema,
  tradeInBatchCreateBodySchema,
  tradeInBatchDeleteBodySchema,
  tradeInCalculateResponseSchema,
  tradeInListResponseSchema,
  tradeInPaths,
  tradeInProductListResponseSchema,
  tradeInSettingsResponseSchema,
} from '@ornament/api-contract';
import { calculateTradeIn, tradeInLimits, tradeInMessages as m } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { registerLoginMerger } from '../auth/loginMergers';
import { bothForms } from './bothForms';
import { tradeInLimiter } from './limiter';
import {
  addProduct,
  deleteJewelries,
  deleteProduct,
  insertJewelries,
  jewelriesOf,
  jewelryCount,
  lockOwner,
  mergeTradeIn,
  productCount,
  productIdByArticle,
  productsOf,
} from './repository';
import { loadSettings, settingsView, tradeInCurrencyOf } from './settings';

registerLoginMerger((tx, { fromUserId, toUserId }) => mergeTradeIn(tx, fromUserId, toUserId));

const articlePointer = '/query/article';

export const tradeInRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = tradeInLimiter(app.db);
  const personal = { 'cache-control': 'private, no-store' };

  for (const url of bothForms(tradeInPaths.settings)) {
    app.get(url, { schema: { response: { 200: tradeInSettingsResponseSchema } } }, async (request, reply) => {
      const currency = tradeInCurrencyOf(request.headers);
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'x-country-code');
      return { data: settingsView(await loadSettings(app.db, currency), currency) };
    });
  }

  for (const url of bothForms(tradeInPaths.list)) {
    app.get(url, { schema: { response: { 200: tradeInListResponseSchema } } }, async (request, reply) => {
      const user = await request.sessionUser();
      void reply.headers(personal);
      return { data: user ? await jewelriesOf(app.db, user.id) : [] };
    });
  }

  for (const url of bothForms(tradeInPaths.productList)) {
    app.get(url, { schema: { response: { 200: tradeInProductListResponseSchema } } }, async (request, reply) => {
      const user = await request.sessionUser();
      const currency = tradeInCurrencyOf(request.headers);
      void reply.headers(personal);
      return { data: user ? await productsOf(app.db, user.id, currency) : [], meta: { currency } };
    });
  }

  for (const url of bothForms(tradeInPaths.batchCreate)) {
    app.post(url, { schema: { body: tradeInBatchCreateBodySchema, response: { 200: tradeInListResponseSchema } } }, async (request, reply) => {
      const user = await request.ensureSessionUser(reply);
      await limiter.check(request, user.id);
      const items = request.body.data;
      const { prices } = await loadSettings(app.db, tradeInCurrencyOf(request.headers));
      items.forEach((item, index) => {
        if (!prices.some((p) => p.metal === item.metal && p.fineness === item.fineness)) {
          throw new HttpError(422, 'fineness_not_accepted', m.finenessNotAccepted, `/data/${index}/fineness`);
        }
      });
      await app.db.transaction(async (tx) => {
        await lockOwner(tx, user.id);
        if ((await jewelryCount(tx, user.id)) + items.length > tradeInLimits.maxJewelries) throw new HttpError(422, 'limit_reached', m.tooManyJewelries, '/data');
        await insertJewelries(tx, user.id, items);
      });
      void reply.headers(personal);
      return { data: await jewelriesOf(app.db, user.id) };
    });
  }

  for (const url of bothForms(tradeInPaths.batchDelete)) {
    app.post(url, { schema: { body: tradeInBatchDeleteBodySchema, response: { 200: tradeInListResponseSchema } } }, async (request, reply) => {
      const user = await request.sessionUser();
      const deleted = user ? await deleteJewelries(app.db, user.id, request.body.data) : 0;
      if (deleted === 0) throw new HttpError(404, 'not_found', m.itemNotFound, '/data');
      void reply.headers(personal);
      return { data: await jewelriesOf(app.db, user!.id) };
    });
  }

  for (const url of bothForms(tradeInPaths.addProduct)) {
    app.post(url, { schema: { querystring: tradeInArticleQuerySchema, response: { 200: tradeInProductListResponseSchema } } }, async (request, reply) => {
      const { article } = request.query;
      const currency = tradeInCurrencyOf(request.headers);
      const productId = await productIdByArticle(app.db, article, currency);
      if (productId === null) throw new HttpError(404, 'not_found', m.productNotFound(article), articlePointer);
      const user = await request.ensureSessionUser(reply);
      await limiter.check(request, user.id);
      await app.db.transaction(async (tx) => {
        await lockOwner(tx, user.id);
        if ((await productCount(tx, user.id)) >= tradeInLimits.maxProducts) throw new HttpError(422, 'limit_reached', m.tooManyProducts, articlePointer);
        // Spec 2 §5: the duplicate answer carries 'уже существует', which the storefront takes as known.
        if (!(await addProduct(tx, user.id, productId))) throw new HttpError(422, 'already_exists', m.duplicateProduct(article), articlePointer);
      });
      void reply.headers(personal);
      return { data: await productsOf(app.db, user.id, currency), meta: { currency } };
    });
  }

  for (const url of bothForms(tradeInPaths.deleteProduct)) {
    app.post(url, { schema: { querystring: tradeInArticleQuerySchema, response: { 200: tradeInProductListResponseSchema } } }, async (request, reply) => {
      const { article } = request.query;
      const user = await request.sessionUser();
      const productId = await productIdByArticle(app.db, article);
      if (!user || productId === null) throw new HttpError(404, 'not_found', m.productNotFound(article), articlePointer);
      await deleteProduct(app.db, user.id, productId);
      const currency = tradeInCurrencyOf(request.headers);
      void reply.headers(personal);
      return { data: await productsOf(app.db, user.id, currency), meta: { currency } };
    });
  }

  for (const url of bothForms(tradeInPaths.calculate)) {
    app.post(url, { schema: { response: { 200: tradeInCalculateResponseSchema } } }, async (request, reply) => {
      const user = await request.sessionUser();
      const currency = tradeInCurrencyOf(request.headers);
      const settings = await loadSettings(app.db, currency);
      const [jewelries, picked] = user ? await Promise.all([jewelriesOf(app.db, user.id), productsOf(app.db, user.id, currency)]) : [[], []];
      const result = calculateTradeIn(
        jewelries,
        picked.flatMap((product) => (product.price === null ? [] : [product.price])),
        settings.prices,
        settings.rules,
      );
      if (!result.status) throw new HttpError(422, 'trade_in_not_calculated', result.message);
      void reply.headers(personal);
      return { data: { ...result, currency, maxCreditPercent: settings.rules.maxCreditPercent } };
    });
  }
};
