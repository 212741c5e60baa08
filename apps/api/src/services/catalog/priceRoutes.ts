// GET products/prices/?articles= and GET product/price/{article}/{size}/ (spec 2 §7), in the
// currency of X-Currency-Code (else the country's).
//
// Spec 2 §9 "product price cache 0.7 s": the live price is what the product page asks before it
// trusts the price in its cached HTML, so it must not sit in a shared cache for minutes. It is kept
// 700 ms in this process (a burst of shoppers on one size costs one query) and nowhere else: HTTP
// cache lifetimes are whole seconds, so the answer says `no-cache` to browsers and proxies.
import { genericErrorCodes, paths, productPriceParamsSchema, productPriceResponseSchema, productsPricesQuerySchema, productsPricesResponseSchema, services } from '@ornament/api-contract';
import { limits } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReadCache } from '../../cache/readCache';
import { HttpError } from '../../plugins/httpError';
import { catalogContextOf, withPriceCurrency } from './requestContext';
import { sizePriceOf, sizePricesOf } from './sizePrices';

type Headers = Record<string, string | string[] | undefined>;

const local = (path: string) => path.slice(services.catalog.length).replaceAll('%3A', ':');

export const livePriceTtlMs = limits.productPriceCacheSeconds * 1000;

export async function priceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = app.catalogRepository;
  // `now` is read through Date.now on each call (not bound once), so tests can move the clock.
  const livePrices = new ReadCache({ ttlMs: livePriceTtlMs, maxEntries: 20_000, now: () => Date.now() });

  routes.get(
    local(paths.productsPrices),
    { schema: { querystring: productsPricesQuerySchema, response: { 200: productsPricesResponseSchema } } },
    async (request) => {
      const context = withPriceCurrency(catalogContextOf(request.headers), request.headers);
      const rows = await repository.sizePrices(context, [...new Set(request.query.articles)]);
      return { data: rows.flatMap((row) => sizePricesOf(row, context.currency)) };
    },
  );

  async function livePrice(headers: Headers, article: string, size: string | undefined) {
    const context = withPriceCurrency(catalogContextOf(headers), headers);
    const price = await livePrices.get(`${context.currency}|${article}|${size ?? ''}`, async () => {
      const [row] = await repository.sizePrices(context, [article]);
      if (!row) throw new HttpError(404, genericErrorCodes.notFound, 'Product not found', '/path/article');
      const found = sizePriceOf(row, size, context.currency);
      if (found.kind === 'unknown-size') throw new HttpError(404, genericErrorCodes.notFound, 'The product has no such size', '/path/size');
      if (found.kind === 'size-required') throw HttpError.badRequest('The product is sold by size: name one', '/path/size');
      return found.price;
    });
    return { data: price };
  }

  const livePriceSchema = { schema: { params: productPriceParamsSchema, response: { 200: productPriceResponseSchema } } };
  // An unsized product's price has no size segment; a sized one's has its size.
  for (const size of ['', ':size']) {
    routes.get(local(paths.productPrice(':article', size)), livePriceSchema, async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return livePrice(request.headers, request.params.article, request.params.size);
    });
  }
}
