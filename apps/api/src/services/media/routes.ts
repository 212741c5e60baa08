// GET {catalog service}/v2/media/{url_code}/{variant}-{index}.{webp|svg}[?w=360]: the product's drawing,
// as the storefronts show it (WebP, ./webpPicture; `w` draws it smaller, for a card's srcset) or as
// drawn. Pictures never change for a url_code, so they are cached for a year and carry an ETag.
import { genericErrorCodes } from '@ornament/api-contract';
import { productCardImageWidth, productImageSide } from '@ornament/api-contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { pictureTypeOf } from './pictureType';
import { type pictureIndexes, renderProductSvg } from './renderProductSvg';
import { answerPicture, type PictureFormat } from './pictureAnswer';
import { findPictureSource } from './repository';

const fileSchema = z
  .string()
  .regex(/^(white|black)-[0-2]\.(webp|svg)$/, 'Expected {white|black}-{0..2}.{webp|svg}')
  .transform((file) => {
    const [variant, rest] = file.split('-') as ['white' | 'black', string];
    const [index, format] = rest.split('.') as [string, PictureFormat];
    return { variant, index: Number(index) as (typeof pictureIndexes)[number], format };
  });

const paramsSchema = z.object({
  urlCode: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'Malformed url_code'),
  file: fileSchema,
});

// A smaller WebP for a listing's cards (`srcset`); without `w`, the full picture.
const querySchema = z.object({
  w: z
    .literal(String(productCardImageWidth), { error: `Expected w to be ${productCardImageWidth}` })
    .transform(Number)
    .optional(),
});

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v2/media/:urlCode/:file', { schema: { params: paramsSchema, querystring: querySchema } }, async (request, reply) => {
    const { urlCode, file } = request.params;
    const source = await findPictureSource(app.db, urlCode);
    if (!source) throw new HttpError(404, genericErrorCodes.notFound, `No product with url_code ${urlCode}`, '/path/url_code');
    const svg = renderProductSvg({
      type: pictureTypeOf(source.categoryUrl, source.section),
      metal: source.metal,
      color: source.color,
      inserts: source.inserts,
      variant: file.variant,
      index: file.index,
    });
    const width = request.query.w ?? productImageSide;
    return answerPicture(request, reply, { svg, format: file.format, width, cacheControl: 'public, max-age=31536000, immutable' });
  });
};

export default mediaRoutes;
