import { offerCommonMaxOffers, paths, requestHeaders } from '@ornament/api-contract/http';
import type {
  AvailableRequestBody,
  availableRequestResponseSchema,
  installmentResponseSchema,
  offerResponseSchema,
  ProductKitQuery,
  productKitResponseSchema,
  viewedProductsResponseSchema,
} from '@ornament/api-contract';
import type { z } from 'zod';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const catalogProductExtrasSchemas = loadOnce(() => import('@ornament/api-contract/catalog/productExtras'));

export type InstallmentResponse = z.infer<typeof installmentResponseSchema>;
export type ProductKitResponse = z.infer<typeof productKitResponseSchema>;
export type OfferResponse = z.infer<typeof offerResponseSchema>;
export type AvailableRequestResponse = z.infer<typeof availableRequestResponseSchema>;
export type ViewedProductsResponse = z.infer<typeof viewedProductsResponseSchema>;
export type AvailableRequestAttributes = AvailableRequestBody['data']['attributes'];

export interface OfferParams {
  article: string;
  /** '' for a product without sizes or before a size is picked. */
  size: string;
  pointDiamant?: boolean;
  /** The signed-in shopper's own id (the API refuses any other with 403). */
  userId?: string;
  /** Russia only (the API answers 400 elsewhere). */
  useEzvm?: boolean;
}

/** offer/common/'s list form (spec 3 §7): several article#size at once, at most offerCommonMaxOffers. */
export interface OffersParams extends Omit<OfferParams, 'article' | 'size'> {
  offers: readonly { article: string; size: string }[];
}

/** The product page's calls beside the product itself (spec 2 §7). */
export interface ProductCalls {
  installment(id: string, options?: CallOptions): Promise<ApiResponse<InstallmentResponse>>;
  /** The complect: a page of the collection's other pieces (per_page defaults to the complect's 10 on the API). */
  kit(urlCode: string, query?: ProductKitQuery, options?: CallOptions): Promise<ApiResponse<ProductKitResponse>>;
  offer(params: OfferParams, options?: CallOptions): Promise<ApiResponse<OfferResponse>>;
  /** One call for many offers; the answer's `offers` hold one per distinct entry, in order. */
  offers(params: OffersParams, options?: CallOptions): Promise<ApiResponse<OfferResponse>>;
  addAvailableRequest(attributes: AvailableRequestAttributes, options?: CallOptions): Promise<ApiResponse<AvailableRequestResponse>>;
  viewed(urlCode: string, options?: CallOptions): Promise<ApiResponse<null>>;
  viewedProducts(exclude?: string, options?: CallOptions): Promise<ApiResponse<ViewedProductsResponse>>;
}

const yes = (flag: boolean | undefined) => (flag ? 'Y' : undefined);

export function productCalls(config: ClientConfig): ProductCalls {
  // Spec 3 §7 lists X-Mobile-Pay among offer/common's headers; it is sent as calculate sends it.
  const offers = (params: OffersParams, options?: CallOptions) =>
    request(config, {
      ...options,
      headers: { ...options?.headers, [requestHeaders.mobilePay]: 'Y' },
      path: paths.offerCommon,
      query: {
        'filter[offer]': params.offers
          .slice(0, offerCommonMaxOffers)
          .map((offer) => `${offer.article}#${offer.size}`)
          .join(','),
        'filter[point_diamant]': yes(params.pointDiamant),
        'filter[user_id]': params.userId,
        'filter[use_ezvm]': yes(params.useEzvm),
      },
      schema: async () => (await catalogProductExtrasSchemas()).offerResponseSchema,
    });
  return {
    installment(id, options) {
      return request(config, { ...options, path: paths.installmentPay(id), schema: async () => (await catalogProductExtrasSchemas()).installmentResponseSchema });
    },
    kit(urlCode, query = {}, options) {
      return request(config, { ...options, path: paths.productKit(urlCode), query: { page: query.page, per_page: query.per_page }, schema: async () => (await catalogProductExtrasSchemas()).productKitResponseSchema });
    },
    offer({ article, size, ...rest }, options) {
      return offers({ ...rest, offers: [{ article, size }] }, options);
    },
    offers: (params, options) => offers(params, options),
    addAvailableRequest(attributes, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.addAvailableRequest,
        body: { data: { type: 'AvailableRequest', attributes } },
        schema: async () => (await catalogProductExtrasSchemas()).availableRequestResponseSchema,
      });
    },
    viewed(urlCode, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.viewedProduct,
        body: { data: { type: 'ViewedProduct', attributes: { url_code: urlCode } } },
        schema: async () => (await catalogProductExtrasSchemas()).viewedProductResponseSchema,
      });
    },
    viewedProducts(exclude, options) {
      return request(config, { ...options, path: paths.viewedProduct, query: { exclude }, schema: async () => (await catalogProductExtrasSchemas()).viewedProductsResponseSchema });
    },
  };
}
