// The checkout panel's calls (spec 3 §7): set-store and set-payment-method answer the whole basket
// with the page's calculate flags; saved addresses; the map's points; order create with the
// attempt's Idempotency-Key. Responses are checked against the contract as every call's are.
import { type ApiClient, unwrap } from '@ornament/api-client';
import { noPointFilters, type PointFilters, pointFilterQuery } from '../logic/pointFilters';
import { idempotencyKeyHeader, paths } from '@ornament/api-contract/http';
import type {
  Basket,
  BasketCalculateBody,
  BasketResponse,
  BasketSetStoreBody,
  DeliveryAddress,
  DeliveryAddressBody,
  DeliveryAddressListResponse,
  DeliveryAddressResponse,
  DeliveryPointType,
  OfferPointsResponse,
  OrderCreateBody,
  OrderCreateResponse,
} from '@ornament/api-contract';

export interface CheckoutApi {
  setStore(body: Omit<BasketSetStoreBody, 'calculate'>, calculate: BasketCalculateBody): Promise<Basket>;
  setPaymentMethod(paymentMethodId: string, calculate: BasketCalculateBody): Promise<Basket>;
  addresses(): Promise<DeliveryAddress[]>;
  createAddress(body: DeliveryAddressBody): Promise<DeliveryAddress>;
  updateAddress(id: number, body: DeliveryAddressBody): Promise<DeliveryAddress>;
  /** Answers the addresses that remain. */
  deleteAddress(id: number): Promise<DeliveryAddress[]>;
  points(type: DeliveryPointType, cityGuid: string | null, filters?: PointFilters): Promise<OfferPointsResponse>;
  createOrder(body: OrderCreateBody, idempotencyKey: string): Promise<OrderCreateResponse['data']>;
}

export function checkoutApiOf(client: ApiClient): CheckoutApi {
  const basket = async (path: string, body: object): Promise<Basket> =>
    unwrap(await client.request<BasketResponse>({ method: 'POST', path, body, schema: (c) => c.basketResponseSchema })).data;
  return {
    setStore: (body, calculate) => basket(paths.basketSetStore, { ...body, calculate }),
    setPaymentMethod: (paymentMethodId, calculate) => basket(paths.basketSetPaymentMethod, { paymentMethodId, calculate }),
    addresses: async () =>
      unwrap(await client.request<DeliveryAddressListResponse>({ path: paths.deliveryAddresses, cache: 'no-store', schema: (c) => c.deliveryAddressListResponseSchema })).data,
    createAddress: async (body) =>
      unwrap(await client.request<DeliveryAddressResponse>({ method: 'POST', path: paths.deliveryAddressCreate, body, schema: (c) => c.deliveryAddressResponseSchema })).data,
    updateAddress: async (id, body) =>
      unwrap(await client.request<DeliveryAddressResponse>({ method: 'PUT', path: paths.deliveryAddressUpdate, body: { ...body, id }, schema: (c) => c.deliveryAddressResponseSchema })).data,
    deleteAddress: async (id) =>
      unwrap(await client.request<DeliveryAddressListResponse>({ method: 'DELETE', path: paths.deliveryAddressDelete, query: { id }, schema: (c) => c.deliveryAddressListResponseSchema })).data,
    points: async (type, cityGuid, filters = noPointFilters) =>
      unwrap(
        await client.request<OfferPointsResponse>({
          path: paths.offerPoints,
          query: { 'filter[point_type]': type, ...(cityGuid ? { 'filter[city]': cityGuid } : {}), ...pointFilterQuery(filters) },
          cache: 'no-store',
          schema: (c) => c.offerPointsResponseSchema,
        }),
      ),
    createOrder: async (body, idempotencyKey) =>
      unwrap(
        await client.request<OrderCreateResponse>({
          method: 'POST',
          path: paths.orderCreate,
          body,
          headers: { [idempotencyKeyHeader]: idempotencyKey },
          schema: (c) => c.orderCreateResponseSchema,
        }),
      ).data,
  };
}
