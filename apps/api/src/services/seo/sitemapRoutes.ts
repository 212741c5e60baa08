// GET /api/serviceMeta/v1/sitemap/html/ (spec 3 §7, X-Country-Code KZ for Kazakhstan) and the URL
// lists behind each storefront host's sitemap.xml; registered under services.meta.
import { seoPaths, services, sitemapHtmlResponseSchema, sitemapUrlsPerPage, sitemapUrlsQuerySchema, sitemapUrlsResponseSchema } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDiamant, requestCountry } from '../geo/cities';
import { htmlSitemap, sitemapUrls } from './sitemapRepository';

const relative = (path: string) => path.slice(services.meta.length);
const unslashed = (path: string) => path.replace(/\/$/, '');
const cacheControl = 'public, max-age=3600';

export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of [seoPaths.sitemapHtml, unslashed(seoPaths.sitemapHtml)]) {
    app.get(relative(path), { schema: { response: { 200: sitemapHtmlResponseSchema } } }, async (request, reply) => {
      void reply.header('cache-control', cacheControl);
      return { data: await htmlSitemap(app.db, isDiamant(request.headers) ? 'diamant' : 'main', requestCountry(request.headers)) };
    });
  }
  for (const path of [seoPaths.sitemapUrls, unslashed(seoPaths.sitemapUrls)]) {
    app.get(relative(path), { schema: { querystring: sitemapUrlsQuerySchema, response: { 200: sitemapUrlsResponseSchema } } }, async (request, reply) => {
      const { part, page } = request.query;
      const { urls, total } = await sitemapUrls(app.db, isDiamant(request.headers) ? 'diamant' : 'main', requestCountry(request.headers), part, page);
      void reply.header('cache-control', cacheControl);
      return {
        data: urls,
        meta: { part, 'current-page': page, 'page-count': Math.max(1, Math.ceil(total / sitemapUrlsPerPage)), 'per-page': sitemapUrlsPerPage, 'total-count': total },
      };
    });
  }
};
