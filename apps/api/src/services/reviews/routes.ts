// Reviews under the catalogue service: comment reading and writing, and the review photos.
import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from './commentRoutes';
import { fileRoutes } from './fileRoutes';
import { createReviewLimiters } from './limiters';
import { createPhotoStore } from './photoStore';

export interface ReviewsRoutesOptions {
  /** UPLOAD_DIR: photos go to its `reviews` folder. */
  uploadDir: string;
}

export const reviewsRoutes: FastifyPluginAsync<ReviewsRoutesOptions> = async (app, { uploadDir }) => {
  const limiters = createReviewLimiters(app.db);
  await app.register(commentRoutes, { limiters });
  await app.register(fileRoutes, { limiters, store: createPhotoStore(uploadDir) });
};
