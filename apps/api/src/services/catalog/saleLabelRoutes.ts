// GET /api/sklv/v5/products/sale-label/?url_code= (spec 2 §7): the sale sticker of a product, from
// its current price against its old price; `data: null` when it is not on sale.
import { type SaleLabel, paths, saleLabelQuerySchema, saleLabelResponseSchema, services } from '@ornament/api-contract';
import { saleStickerDescription, saleStickerText } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { discountPercent } from './productMapper';
import { pricesByUrlCodes } from './productRepository';
import { catalogContextOf } from './requestContext';

/** The brand accent of sale badges (BRANDS.md). */
const saleBackground = '#B0122B';

export function saleLabelOf(price: number, oldPrice: number | null): SaleLabel | null {
  const discount = discountPercent(price, oldPrice);
  if (discount <= 0) return null;
  return { sticker_text: saleStickerText(discount), sticker_background_color: saleBackground, sticker_description: saleStickerDescription(discount) };
}

export async function saleLabelRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.saleLabel.slice(services.main.length),
    { schema: { querystring: saleLabelQuerySchema, response: { 200: saleLabelResponseSchema } } },
    async (request) => {
      const [row] = await pricesByUrlCodes(app.db, catalogContextOf(request.headers), [request.query.url_code]);
      if (!row) throw HttpError.notFound('Product not found');
      return { data: saleLabelOf(row.price, row.oldPrice) };
    },
  );
}
