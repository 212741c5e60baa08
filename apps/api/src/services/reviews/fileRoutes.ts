// Review photos (spec 2 §7 "Reviews": file-upload and file-delete): multipart upload checked by
// content and size, stored on disk under a random key, deletable by its owner until a review takes
// it, and served back with its checked type. Registered under services.catalog.
import multipart from '@fastify/multipart';
import {
  fileDeleteBodySchema,
  fileDeleteResponseSchema,
  fileUploadResponseSchema,
  paths,
  reviewUploadField,
  storedFileParamsSchema,
} from '@ornament/api-contract';
import { reviewLimits, reviewMessages } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { deleteOwnUnattachedFile, fileByKey, insertFileRecord } from './fileRecords';
import type { ReviewLimiters } from './limiters';
import { local } from './local';
import { checkPhoto, photoErrorCodes } from './photoCheck';
import type { PhotoStore } from './photoStore';

const pointer = `/data/${reviewUploadField}`;

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

export interface FileRoutesOptions {
  limiters: ReviewLimiters;
  store: PhotoStore;
}

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { limiters, store }) => {
  await app.register(multipart, { limits: { fileSize: reviewLimits.photoMaxBytes, files: 1, fields: 2, fieldSize: 200, parts: 3 } });

  app.post(local(paths.commentFileUpload), { schema: { response: { 201: fileUploadResponseSchema } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, photoErrorCodes.type, reviewMessages.photoMissing, pointer);
    const user = await request.ensureSessionUser(reply);
    await limiters.upload.check(request, user.id);
    let upload: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const bytes = await part.toBuffer();
        if (part.fieldname === reviewUploadField) upload = bytes;
      }
    } catch (error) {
      if (isTooLarge(error)) throw new HttpError(413, photoErrorCodes.tooLarge, reviewMessages.photoTooLarge, pointer);
      throw error;
    }
    if (!upload || upload.length === 0) throw HttpError.badRequest(reviewMessages.photoMissing, pointer);
    const photo = await checkPhoto(upload);
    const storageKey = await store.save(photo.bytes, photo.mime);
    const id = await insertFileRecord(app.db, { userId: user.id, storageKey, mime: photo.mime, size: photo.bytes.length, width: photo.width, height: photo.height }).catch(
      async (error: unknown) => {
        await store.remove(storageKey);
        throw error;
      },
    );
    return reply.status(201).send({
      data: { id, url: paths.commentPhoto(storageKey), width: photo.width, height: photo.height, mime: photo.mime, size: photo.bytes.length },
    });
  });

  app.post(local(paths.commentFileDelete), { schema: { body: fileDeleteBodySchema, response: { 200: fileDeleteResponseSchema } } }, async (request) => {
    const { id } = request.body.data;
    const user = await request.sessionUser();
    const storageKey = user ? await deleteOwnUnattachedFile(app.db, id, user.id) : null;
    if (!storageKey) throw new HttpError(404, 'not_found', reviewMessages.photoNotFound, '/data/id');
    await store.remove(storageKey);
    return { data: { id, deleted: true as const } };
  });

  app.get(local(paths.commentPhoto(':key')), { schema: { params: storedFileParamsSchema } }, async (request, reply) => {
    const { key } = request.params;
    const record = await fileByKey(app.db, key);
    const bytes = record ? await store.read(key) : null;
    if (!record || !bytes) throw HttpError.notFound(reviewMessages.photoNotFound);
    // The type checked at upload, never sniffed again by the browser; the key never changes content.
    return reply
      .header('content-type', record.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
};
