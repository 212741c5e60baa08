// Content calls under /api/sklv (spec 1 §7): areas, pages, their pictures and the catalogue menu.
import {
  contentAreaResponseSchema,
  contentCodeSchema,
  contentPageQuerySchema,
  contentPageResponseSchema,
  genericErrorCodes,
  menuResponseSchema,
} from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { isDiamant } from '../geo/cities';
import { renderContentPicture } from '../media/contentPictures';
import { answerPicture, type PictureFormat } from '../media/pictureAnswer';
import { loadMenu, menuCache, menuCacheSeconds } from './menu';
import { type AreaFormat, findArea, findPage } from './repository';

const codeParams = z.object({ code: contentCodeSchema });
const pictureParams = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}\.(webp|svg)$/, 'Expected {name}.webp or {name}.svg') });
/** The icons are drawn on 32 units and shown at up to 32 CSS pixels: three device pixels each. */
const pictureSide = 96;

const notFound = (what: string, code: string): HttpError => new HttpError(404, genericErrorCodes.notFound, `${what} ${code} not found`, '/path/code');

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const areaRoute = (path: string, format: AreaFormat): void => {
    app.get(path, { schema: { params: codeParams, response: { 200: contentAreaResponseSchema } } }, async (request) => {
      const area = await findArea(app.db, request.params.code, format);
      if (!area) throw notFound('Content area', request.params.code);
      return { data: area };
    });
  };
  areaRoute('/v3/content/area/:code/', 'plain');
  areaRoute('/v4/content/area/:code/', 'plain');
  areaRoute('/v4/content/area-with-formatting/:code/', 'formatted');

  for (const version of ['v3', 'v4']) {
    app.get(
      `/${version}/content/page/:code/`,
      { schema: { params: codeParams, querystring: contentPageQuerySchema, response: { 200: contentPageResponseSchema } } },
      async (request) => {
        const page = await findPage(app.db, request.params.code, request.query.include !== undefined);
        if (!page) throw notFound('Content page', request.params.code);
        return { data: page };
      },
    );
  }

  // Content-area pictures (the promo button's icons): drawn by the API, cached a day and revalidated by
  // ETag; as WebP for the pages (an SVG <img> costs the browser's main thread a document of its own).
  app.get('/v4/content/picture/:file', { schema: { params: pictureParams } }, async (request, reply) => {
    const [name, format] = request.params.file.split('.') as [string, PictureFormat];
    const svg = renderContentPicture(name);
    if (svg === null) throw new HttpError(404, genericErrorCodes.notFound, `Content picture ${name} not found`, '/path/file');
    return answerPicture(request, reply, { svg, format, width: pictureSide, cacheControl: 'public, max-age=86400' });
  });

  // get-robot-menu is the crawlers' copy (spec 2 §7): the whole tree of the brand, never personal or
  // A/B-dependent. get-menu varies by nothing else either, so both answer from the one cached tree.
  const menu = menuCache((brand) => loadMenu(app.db, brand));
  for (const name of ['get-menu', 'get-robot-menu']) {
    app.get(`/v4/content/site-main-menu/${name}/`, { schema: { response: { 200: menuResponseSchema } } }, async (request, reply) => {
      void reply.header('cache-control', `public, max-age=${menuCacheSeconds}`).header('vary', 'x-source');
      return { data: await menu(isDiamant(request.headers) ? 'diamant' : 'main') };
    });
  }
};

export default contentRoutes;
