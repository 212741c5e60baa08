import { authenticityPaths, captchaTokenHeader } from '@ornament/api-contract/http';
import type {
  AuthenticityComplaintAttributes,
  AuthenticityComplaintResponse,
  AuthenticityDeleteResponse,
  AuthenticityIdentifyResponse,
  AuthenticityUploadResponse,
  AuthenticityVerifyResponse,
} from '@ornament/api-contract';
import type { AuthenticityPhotoKind } from '@ornament/domain';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const authenticitySchemas = loadOnce(() => import('@ornament/api-contract/authenticity/schemas'));

export type {
  AuthenticityComplaintAttributes,
  AuthenticityComplaintResponse,
  AuthenticityDeleteResponse,
  AuthenticityIdentifyResponse,
  AuthenticityProduct,
  AuthenticityUploadResponse,
  AuthenticityVerifyResponse,
} from '@ornament/api-contract';

/**
 * Spec 2 §7 "Product authentication (v3)". verify and identify carry the captcha token
 * (`<uid_captcha>:<answer>`) in its header; a wrong one fails with the server's Russian message.
 */
export interface AuthenticityCalls {
  verify(input: { barcode: string; article: string; captchaToken: string }, options?: CallOptions): Promise<ApiResponse<AuthenticityVerifyResponse>>;
  identify(input: { barcode: string; captchaToken: string }, options?: CallOptions): Promise<ApiResponse<AuthenticityIdentifyResponse>>;
  /** One photo as multipart form data in the field named by its kind; the answer carries the signed preview link. */
  upload(kind: AuthenticityPhotoKind, file: Blob, options?: CallOptions): Promise<ApiResponse<AuthenticityUploadResponse>>;
  deleteFile(fileId: string, options?: CallOptions): Promise<ApiResponse<AuthenticityDeleteResponse>>;
  complaint(attributes: AuthenticityComplaintAttributes, options?: CallOptions): Promise<ApiResponse<AuthenticityComplaintResponse>>;
}

export function authenticityCalls(config: ClientConfig): AuthenticityCalls {
  return {
    verify({ barcode, article, captchaToken }, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: authenticityPaths.verify,
        cache: 'no-store',
        headers: { ...options?.headers, [captchaTokenHeader]: captchaToken },
        body: { data: { type: 'product-authentication', attributes: { barcode: barcode.trim(), article: article.trim() } } },
        schema: async () => (await authenticitySchemas()).authenticityVerifyResponseSchema,
      });
    },
    identify({ barcode, captchaToken }, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: authenticityPaths.identify,
        cache: 'no-store',
        headers: { ...options?.headers, [captchaTokenHeader]: captchaToken },
        body: { data: { type: 'product-authentication', attributes: { barcode: barcode.trim() } } },
        schema: async () => (await authenticitySchemas()).authenticityIdentifyResponseSchema,
      });
    },
    upload(kind, file, options) {
      const form = new FormData();
      form.append(kind, file);
      return request(config, { ...options, method: 'POST', path: authenticityPaths.upload, body: form, schema: async () => (await authenticitySchemas()).authenticityUploadResponseSchema });
    },
    deleteFile(fileId, options) {
      return request(config, { ...options, method: 'DELETE', path: authenticityPaths.delete, query: { fileId }, schema: async () => (await authenticitySchemas()).authenticityDeleteResponseSchema });
    },
    complaint(attributes, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: authenticityPaths.complaint,
        body: { data: { type: 'authenticity-complaint', attributes } },
        schema: async () => (await authenticitySchemas()).authenticityComplaintResponseSchema,
      });
    },
  };
}
