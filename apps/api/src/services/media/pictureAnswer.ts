// One answer for the API's drawn pictures (products, content areas, promotions): the drawing itself as
// SVG, or as the WebP the storefronts show (./webpPicture), each format under an ETag of its own.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { webpOf } from './webpPicture';

export type PictureFormat = 'webp' | 'svg';

export interface Picture {
  svg: string;
  format: PictureFormat;
  /** The WebP's size in pixels; square unless `height` is given. */
  width: number;
  height?: number;
  cacheControl: string;
}

export async function answerPicture(request: FastifyRequest, reply: FastifyReply, { svg, format, width, height = width, cacheControl }: Picture): Promise<FastifyReply> {
  // The size is part of the tag: a card's smaller WebP is another picture than the full one.
  const etag = `"${createHash('sha1').update(`${format}\n${width}x${height}\n${svg}`).digest('base64url').slice(0, 22)}"`;
  void reply.header('cache-control', cacheControl).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(svg);
  return reply.type('image/webp').send(await webpOf(etag, svg, width, height));
}
