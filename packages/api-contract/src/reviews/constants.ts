/** Multipart field of a review photo upload (zod-free, for browser bundles). */
export const reviewUploadField = 'file';
