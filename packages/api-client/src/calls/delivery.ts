import { paths } from '@ornament/api-contract/http';
import type {
  Bounds,
  DeliveryAddressBody,
  DeliveryAddressListResponse,
  DeliveryAddressResponse,
  DeliveryAddressUpdateBody,
  DeliveryPointType,
  DeliveryTermsResponse,
  OfferPointDataResponse,
  OfferPointsClusterResponse,
  OfferPointsResponse,
  OfferSizesResponse,
  PvzType,
} from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import type { QueryParams } from '../query';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const deliveryAddressesSchemas = loadOnce(() => import('@ornament/api-contract/delivery/addresses'));
const deliveryPointsSchemas = loadOnce(() => import('@ornament/api-contract/delivery/points'));
const deliveryTermsSchemas = loadOnce(() => import('@ornament/api-contract/delivery/terms'));

/** The checkout map's filters (spec 3 §3: pvz_types, partial_redemption, return_option). */
export interface DeliveryPointFilters {
  /** Defaults to the request's city unless `bounds` are given. */
  cityGuid?: string;
  bounds?: Bounds;
  /** The map tab: shops, pickup points or both. */
  pointTypes?: readonly DeliveryPointType[];
  pvzTypes?: readonly PvzType[];
  /** true: only pickup points with the option; false: only without; undefined: any. */
  partialRedemption?: boolean;
  returnOption?: boolean;
  deliveryServices?: readonly string[];
}

export interface OfferRef {
  article: string;
  /** '' for a product without sizes. */
  size: string;
}

export interface DeliveryPointsParams extends DeliveryPointFilters {
  /** Offers to place instead of the session basket's selected lines. */
  offers?: readonly OfferRef[];
  limit?: number;
}

export interface DeliveryClustersParams extends DeliveryPointFilters {
  bounds: Bounds;
  zoom: number;
}

/** Saved addresses (main service) and the offers service's delivery calls (spec 3 §7). */
export interface DeliveryCalls {
  addresses(options?: CallOptions): Promise<ApiResponse<DeliveryAddressListResponse>>;
  createAddress(body: DeliveryAddressBody, options?: CallOptions): Promise<ApiResponse<DeliveryAddressResponse>>;
  updateAddress(body: DeliveryAddressUpdateBody, options?: CallOptions): Promise<ApiResponse<DeliveryAddressResponse>>;
  /** Answers with the addresses that remain. */
  deleteAddress(id: number, options?: CallOptions): Promise<ApiResponse<DeliveryAddressListResponse>>;
  points(params?: DeliveryPointsParams, options?: CallOptions): Promise<ApiResponse<OfferPointsResponse>>;
  pointsCluster(params: DeliveryClustersParams, options?: CallOptions): Promise<ApiResponse<OfferPointsClusterResponse>>;
  /** One point by its id ('retail-12', 'pvz-CDEK-…'). */
  pointData(pointId: string, offers?: readonly OfferRef[], options?: CallOptions): Promise<ApiResponse<OfferPointDataResponse>>;
  sizes(urlCode: string, options?: CallOptions): Promise<ApiResponse<OfferSizesResponse>>;
  /** The request's city (X-City-Uuid, X-Region-Uuid, X-Region-Timezone go with every call). */
  terms(options?: CallOptions): Promise<ApiResponse<DeliveryTermsResponse>>;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'Y' : 'N');
const boundsParam = (bounds: Bounds | undefined) => (bounds ? [bounds.south, bounds.west, bounds.north, bounds.east].join(',') : undefined);
const offersParam = (offers: readonly OfferRef[] | undefined) => offers?.map((offer) => `${offer.article}#${offer.size}`);

export function filterQuery(filters: DeliveryPointFilters): QueryParams {
  return {
    'filter[city]': filters.cityGuid,
    'filter[bounds]': boundsParam(filters.bounds),
    'filter[point_type]': filters.pointTypes,
    'filter[pvz_types]': filters.pvzTypes,
    'filter[partial_redemption]': flag(filters.partialRedemption),
    'filter[return_option]': flag(filters.returnOption),
    'filter[delivery_service]': filters.deliveryServices,
  };
}

export function deliveryCalls(config: ClientConfig): DeliveryCalls {
  return {
    addresses(options) {
      return request(config, { ...options, path: paths.deliveryAddresses, schema: async () => (await deliveryAddressesSchemas()).deliveryAddressListResponseSchema });
    },
    createAddress(body, options) {
      return request(config, { ...options, method: 'POST', path: paths.deliveryAddressCreate, body, schema: async () => (await deliveryAddressesSchemas()).deliveryAddressResponseSchema });
    },
    updateAddress(body, options) {
      return request(config, { ...options, method: 'PUT', path: paths.deliveryAddressUpdate, body, schema: async () => (await deliveryAddressesSchemas()).deliveryAddressResponseSchema });
    },
    deleteAddress(id, options) {
      return request(config, { ...options, method: 'DELETE', path: paths.deliveryAddressDelete, query: { id }, schema: async () => (await deliveryAddressesSchemas()).deliveryAddressListResponseSchema });
    },
    points(params = {}, options) {
      const query = { ...filterQuery(params), 'filter[offer]': offersParam(params.offers), limit: params.limit };
      return request(config, { ...options, path: paths.offerPoints, query, schema: async () => (await deliveryPointsSchemas()).offerPointsResponseSchema });
    },
    pointsCluster(params, options) {
      const query = { ...filterQuery(params), 'filter[zoom]': params.zoom };
      return request(config, { ...options, path: paths.offerPointsCluster, query, schema: async () => (await deliveryPointsSchemas()).offerPointsClusterResponseSchema });
    },
    pointData(pointId, offers, options) {
      const query = { 'filter[point]': pointId, 'filter[offer]': offersParam(offers) };
      return request(config, { ...options, path: paths.offerPointData, query, schema: async () => (await deliveryPointsSchemas()).offerPointDataResponseSchema });
    },
    sizes(urlCode, options) {
      return request(config, { ...options, path: paths.offerSizes(urlCode), schema: async () => (await deliveryTermsSchemas()).offerSizesResponseSchema });
    },
    terms(options) {
      return request(config, { ...options, path: paths.deliveryTerms, schema: async () => (await deliveryTermsSchemas()).deliveryTermsResponseSchema });
    },
  };
}
