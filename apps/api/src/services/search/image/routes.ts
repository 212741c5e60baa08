// Photo search (issue 3): POST /api/sklv/v3/search/image/ (multipart `image`, optional `article`)
// ranks the catalogue by likeness to the uploaded pixels, keeps the ranking and answers its id;
// GET .../search/image/{id}/ serves it as a listing. Registered under services.main.
import multipart from '@fastify/multipart';
import {
  catalogListingSchema,
  catalogQuerySchema,
  genericErrorCodes,
  imageSearchFields,
  imageSearchLimits,
  imageSearchParamsSchema,
  imageSearchResponseSchema,
  paths,
  responseHeaders,
  services,
} from '@ornament/api-contract';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { products } from '../../../db/schema';
import { HttpError } from '../../../plugins/httpError';
import { createWindowLimiter } from '../../../plugins/windowLimiter';
import { pagedProducts } from '../../catalog/listingRepository';
import { isPriced } from '../../catalog/priceColumns';
import { toProduct } from '../../catalog/productMapper';
import { catalogContextOf } from '../../catalog/requestContext';
import { productLink } from '../autocomplete';
import { imageFeatures } from './features';
import { imageListingMeta, imageSearchUrl } from './imageListing';
import { sniffImageType } from './imageType';
import type { ProductLooksCache } from './productFeatures';
import { rankLooks } from './ranking';
import { rasterize } from './rasterize';
import { findImageSearch, saveImageSearch } from './repository';
import { clientIpOf } from '../../../plugins/clientIp';

/** How many similar products a search keeps (the results pages), and how many its answer lists. */
const kept = 72;
const answered = 24;

function local(path: string): string {
  return path.slice(services.main.length);
}

export interface ImageSearchUpload {
  image: Buffer | null;
  article: string | undefined;
}

export interface ImageSearchRoutesOptions {
  /** The products' picture features, shared with the start-up warm-up. */
  looks: ProductLooksCache;
}

export const imageSearchRoutes: FastifyPluginAsyncZod<ImageSearchRoutesOptions> = async (app, { looks }) => {
  await app.register(multipart, { limits: { fileSize: imageSearchLimits.maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 } });
  const limiter = createWindowLimiter(app.db, { scope: 'image-search-ip', limit: 30, windowMs: 60_000 });

  app.post(local(paths.imageSearch), { schema: { response: { 200: imageSearchResponseSchema } } }, async (request) => {
    if (!(await limiter.hit(clientIpOf(request)))) throw new HttpError(429, genericErrorCodes.rateLimited, 'Too many photo searches; try again in a minute');
    if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data', `/data/${imageSearchFields.image}`);
    const upload: ImageSearchUpload = { image: null, article: undefined };
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === imageSearchFields.image) upload.image = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === imageSearchFields.article && typeof part.value === 'string') upload.article = part.value.trim().slice(0, 64) || undefined;
    }
    const pointer = `/data/${imageSearchFields.image}`;
    if (!upload.image || upload.image.length === 0) throw HttpError.badRequest('Attach a picture in the image field', pointer);
    if (sniffImageType(upload.image) === null) throw HttpError.badRequest('The picture must be a JPEG, PNG or WebP image', pointer);
    const raster = await rasterize(upload.image).catch(() => {
      throw HttpError.badRequest('The picture cannot be read', pointer);
    });
    const ranked = rankLooks(imageFeatures(raster), await looks.get(), { limit: kept, article: upload.article });
    const id = await saveImageSearch(app.db, ranked.map((entry) => entry.look.id), upload.article);
    return {
      data: {
        id,
        url: imageSearchUrl(id),
        products: ranked.slice(0, answered).map(({ look, similarity }) => ({
          article: look.article,
          url_code: look.urlCode,
          name: look.name,
          image_url: paths.productImage(look.urlCode, 'white', 1),
          link_url: productLink(look.article),
          similarity,
        })),
      },
    };
  });

  app.get(
    local(paths.imageSearchResult(':id')).replace('%3A', ':'),
    { schema: { params: imageSearchParamsSchema, querystring: catalogQuerySchema, response: { 200: catalogListingSchema } } },
    async (request, reply) => {
      const ids = await findImageSearch(app.db, request.params.id);
      if (ids === null) throw HttpError.notFound('This photo search has expired; search again');
      const context = catalogContextOf(request.headers);
      const { page, per_page: perPage } = request.query;
      const order = ids.length === 0 ? [asc(products.id)] : [sql`array_position(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[], ${products.id})`];
      const { rows, total } = ids.length === 0 ? { rows: [], total: 0 } : await pagedProducts(app.db, context, and(inArray(products.id, ids), isPriced(context.currency)), order, perPage, (page - 1) * perPage);
      void reply.header(responseHeaders.productCount, String(total));
      return { data: rows.map((row) => toProduct(row, context)), meta: imageListingMeta(request.params.id, page, perPage, total) };
    },
  );
};
