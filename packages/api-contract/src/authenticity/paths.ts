// Product authentication (spec 2 §7 "Product authentication (v3)"): verify and identify behind the
// captcha header, the complaint photos (upload, signed preview, delete) and the complaint itself
// (its path is not in the spec; named here). Apart from `paths`, so other pages do not carry them.
export const authenticityPaths = {
  verify: '/api/sklv/v3/product/authentication/verify/',
  identify: '/api/sklv/v3/product/authentication/identify/',
  complaint: '/api/sklv/v3/product/authentication/complaint/',
  /** Multipart, one file in the field cheque_photo or product_photo. */
  upload: '/api/sklv/v3/file/product-authentication/',
  /** ?fileId&expires&token: the photo itself, for the signed link the upload answers. */
  preview: '/api/sklv/v3/file/preview-file/',
  /** ?fileId: the shopper's own photo that no complaint holds yet. */
  delete: '/api/sklv/v3/file/product-authentication-delete/',
  /** Staff (Bearer FORM_REQUESTS_ADMIN_TOKEN): the complaints, newest first, ?page= (20 a page). */
  complaintsAdmin: '/api/sklv/v3/admin/product-authentication/complaints/',
} as const;
