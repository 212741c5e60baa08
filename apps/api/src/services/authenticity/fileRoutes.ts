// Complaint photos (spec 2 §7): multipart upload of one photo in cheque_photo or product_photo, checked
// by content with the review photos' check and stored the same way (UPLOAD_DIR/product-authentication,
// outside any served folder); a signed preview link; deletion by the owner until a complaint holds it.
import multipart from '@fastify/multipart';
import {
  authenticityDeleteQuerySchema,
  authenticityDeleteResponseSchema,
  authenticityErrorCodes,
  authenticityPaths,
  authenticityPhotoKindSchema,
  authenticityPreviewQuerySchema,
  authenticityUploadResponseSchema,
} from '@ornament/api-contract';
import { type AuthenticityPhotoKind, authenticityLimits, authenticityMessages as m } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { checkPhoto, photoErrorCodes } from '../reviews/photoCheck';
import type { PhotoStore } from '../reviews/photoStore';
import { bothForms } from '../tradeIn/bothForms';
import type { AuthenticityLimiters } from './limiters';
import type { PreviewSigner } from './previewLink';
import { deleteOwnLoosePhoto, insertPhoto, photoById } from './repository';

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

export interface FileRoutesOptions {
  limiters: AuthenticityLimiters;
  store: PhotoStore;
  signer: PreviewSigner;
  now: () => Date;
}

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { limiters, store, signer, now }) => {
  await app.register(multipart, { limits: { fileSize: authenticityLimits.photoMaxBytes, files: 1, fields: 2, fieldSize: 200, parts: 3 } });

  for (const url of bothForms(authenticityPaths.upload)) {
    app.post(url, { schema: { response: { 201: authenticityUploadResponseSchema } } }, async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, photoErrorCodes.type, m.photoMissing, '/data');
      const user = await request.ensureSessionUser(reply);
      await limiters.upload.check(request, user.id);
      let upload: { kind: AuthenticityPhotoKind; bytes: Buffer } | null = null;
      let field = 'product_photo';
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          field = part.fieldname;
          const bytes = await part.toBuffer();
          const kind = authenticityPhotoKindSchema.safeParse(part.fieldname);
          if (kind.success) upload = { kind: kind.data, bytes };
        }
      } catch (error) {
        if (isTooLarge(error)) throw new HttpError(413, authenticityErrorCodes.tooLarge, m.photoTooLarge, `/data/${field}`);
        throw error;
      }
      if (!upload || upload.bytes.length === 0) throw HttpError.badRequest(m.photoMissing, '/data');
      const photo = await checkPhoto(upload.bytes, `/data/${upload.kind}`);
      const storageKey = await store.save(photo.bytes, photo.mime);
      const fileId = await insertPhoto(app.db, { userId: user.id, kind: upload.kind, storageKey, mime: photo.mime, size: photo.bytes.length }).catch(async (error: unknown) => {
        await store.remove(storageKey);
        throw error;
      });
      const preview = signer.sign(fileId, now());
      return reply.status(201).send({ data: { fileId, kind: upload.kind, mime: photo.mime, size: photo.bytes.length, previewUrl: preview.url, expires: preview.expires } });
    });
  }

  for (const url of bothForms(authenticityPaths.preview)) {
    app.get(url, { schema: { querystring: authenticityPreviewQuerySchema } }, async (request, reply) => {
      const { fileId, expires, token } = request.query;
      if (!signer.verify(fileId, expires, token, now())) throw new HttpError(403, 'preview_link_invalid', m.previewExpired, '/query/token');
      const record = await photoById(app.db, fileId);
      const bytes = record ? await store.read(record.storageKey) : null;
      if (!record || !bytes) throw HttpError.notFound(m.photoNotFound);
      // The type checked at upload; the browser never sniffs another.
      return reply
        .header('content-type', record.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    });
  }

  for (const url of bothForms(authenticityPaths.delete)) {
    app.delete(url, { schema: { querystring: authenticityDeleteQuerySchema, response: { 200: authenticityDeleteResponseSchema } } }, async (request) => {
      const { fileId } = request.query;
      const user = await request.sessionUser();
      const storageKey = user ? await deleteOwnLoosePhoto(app.db, fileId, user.id) : null;
      if (!storageKey) throw new HttpError(404, 'not_found', m.photoNotFound, '/query/fileId');
      await store.remove(storageKey);
      return { data: { fileId, deleted: true as const } };
    });
  }
};
