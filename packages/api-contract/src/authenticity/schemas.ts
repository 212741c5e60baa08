// Product authentication's calls (spec 2 §3 "Product authentication": barcode, article; complaint:
// shop_name, shop_address, cheque_photo, product_photo).
import { articlePattern, authenticityLimits, authenticityMessages as m, authenticityPhotoKinds, barcodePattern } from '@ornament/domain';
import { z } from 'zod';

const barcode = z.string().trim().regex(barcodePattern, m.barcodeInvalid);
const article = z.string().trim().regex(articlePattern, m.articleInvalid);

export const authenticityVerifyBodySchema = z.object({
  data: z.object({ type: z.literal('product-authentication').optional(), attributes: z.object({ barcode, article }) }),
});
export type AuthenticityVerifyBody = z.infer<typeof authenticityVerifyBodySchema>;

export const authenticityIdentifyBodySchema = z.object({
  data: z.object({ type: z.literal('product-authentication').optional(), attributes: z.object({ barcode }) }),
});

export const authenticityProductSchema = z.object({
  article: z.string(),
  name: z.string(),
  url_code: z.string(),
  /** The product's first picture. */
  picture: z.string(),
  /** The product page. */
  link: z.string(),
});
export type AuthenticityProduct = z.infer<typeof authenticityProductSchema>;

export const authenticityVerifyResponseSchema = z.object({
  data: z.object({
    type: z.literal('product-authentication'),
    attributes: z.object({
      genuine: z.boolean(),
      barcode: z.string(),
      article: z.string(),
      /** The product the barcode belongs to, when the check passed. */
      product: authenticityProductSchema.nullable(),
      message: z.string(),
    }),
  }),
});
export type AuthenticityVerifyResponse = z.infer<typeof authenticityVerifyResponseSchema>;

export const authenticityIdentifyResponseSchema = z.object({
  data: z.object({ type: z.literal('product-authentication'), attributes: z.object({ barcode: z.string(), product: authenticityProductSchema }) }),
});
export type AuthenticityIdentifyResponse = z.infer<typeof authenticityIdentifyResponseSchema>;

export const authenticityPhotoKindSchema = z.enum(authenticityPhotoKinds);

export const authenticityUploadResponseSchema = z.object({
  data: z.object({
    fileId: z.string().uuid(),
    kind: authenticityPhotoKindSchema,
    mime: z.string(),
    size: z.number().int(),
    /** The signed preview link (fileId, expires, token), valid until `expires` (Unix seconds). */
    previewUrl: z.string(),
    expires: z.number().int(),
  }),
});
export type AuthenticityUploadResponse = z.infer<typeof authenticityUploadResponseSchema>;

export const authenticityPreviewQuerySchema = z.object({
  fileId: z.string().uuid(),
  expires: z.coerce.number().int().positive(),
  token: z.string().regex(/^[\w-]{43}$/),
});

export const authenticityDeleteQuerySchema = z.object({ fileId: z.string().uuid() });

export const authenticityDeleteResponseSchema = z.object({ data: z.object({ fileId: z.string().uuid(), deleted: z.literal(true) }) });
export type AuthenticityDeleteResponse = z.infer<typeof authenticityDeleteResponseSchema>;

export const authenticityComplaintBodySchema = z.object({
  data: z.object({
    type: z.literal('authenticity-complaint').optional(),
    attributes: z.object({
      shop_name: z.string().trim().min(1, m.shopNameRequired).max(authenticityLimits.shopNameMax),
      shop_address: z.string().trim().min(1, m.shopAddressRequired).max(authenticityLimits.shopAddressMax),
      cheque_photo: z.string().uuid(m.chequePhotoRequired),
      product_photo: z.string().uuid(m.productPhotoRequired),
      barcode: barcode.optional(),
      article: article.optional(),
    }),
  }),
});
export type AuthenticityComplaintAttributes = z.infer<typeof authenticityComplaintBodySchema>['data']['attributes'];

export const authenticityComplaintResponseSchema = z.object({
  data: z.object({ id: z.number().int(), type: z.literal('authenticity-complaint'), attributes: z.object({ message: z.string() }) }),
});
export type AuthenticityComplaintResponse = z.infer<typeof authenticityComplaintResponseSchema>;

export const authenticityComplaintListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const authenticityComplaintListResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      shop_name: z.string(),
      shop_address: z.string(),
      barcode: z.string().nullable(),
      article: z.string().nullable(),
      status: z.enum(['new', 'in_review', 'closed']),
      /** ISO 8601. */
      created_at: z.string(),
      /** Signed preview links of the photos, valid for a while like the shopper's. */
      cheque_photo: z.string().nullable(),
      product_photo: z.string().nullable(),
    }),
  ),
  meta: z.object({ page: z.number().int(), 'per-page': z.number().int(), 'total-count': z.number().int() }),
});
export type AuthenticityComplaintListResponse = z.infer<typeof authenticityComplaintListResponseSchema>;

export const authenticityErrorCodes = { captcha: 'captcha_invalid', notFound: 'barcode_not_found', tooLarge: 'photo_too_large' } as const;
