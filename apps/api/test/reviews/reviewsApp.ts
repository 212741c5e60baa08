// Shared set-up of the review tests: the seeded app with a temporary upload folder, a guest
// session cookie and small real pictures made by sharp.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../helpers/build';
import { multipartBody } from '../helpers/multipart';
import { paths } from '@ornament/api-contract';

export interface ReviewsTestApp extends TestApp {
  uploadDir: string;
}

export async function buildReviewsApp(): Promise<ReviewsTestApp> {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'ornament-reviews-'));
  const testApp = await buildTestApp({ products: 120, env: { UPLOAD_DIR: uploadDir } });
  return {
    ...testApp,
    uploadDir,
    async close() {
      await testApp.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The `sid` cookie a response set, as a request's cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = [response.headers['set-cookie']].flat()[0] ?? '';
  const cookie = /^(sid=[^;]+)/.exec(String(header))?.[1];
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

export function picture(format: 'png' | 'jpeg' | 'webp' = 'png', side = 16): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#b0122b' } })
    .toFormat(format)
    .toBuffer();
}

export function upload(app: FastifyInstance, data: Buffer, options: { cookie?: string; filename?: string; contentType?: string } = {}) {
  const { payload, headers } = multipartBody([{ name: 'file', filename: options.filename ?? 'photo.png', contentType: options.contentType ?? 'image/png', data }]);
  return app.inject({ method: 'POST', url: paths.commentFileUpload, payload, headers: { ...headers, ...(options.cookie ? { cookie: options.cookie } : {}) } });
}
