// The checkout panel's calls (spec 3 §7): set-store and set-payment-method answer the whole basket
// with the page's calculate flags; saved addresses; the map's points; order create with the
// attempt's Idempotency-Key. Responses are checked against the contract as every call's are.
import { type ApiClient, unwrap } from '@ornament/api-client';
import { boundsParam, checkoutPointsLimit } from '../logic/pointClusters';
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
  Bounds,
  DeliveryPointDetail,
  DeliveryPointType,
  OfferPointsClusterResponse,
  OfferPointsResponse,
  OrderCreateBody,
  OrderCreateResponse,
} from '@ornament/api-contract';

const basketSchemas = () => import('@ornament/api-contract/basket/basket');
const checkoutOrderCreateSchemas = () => import('@ornament/api-contract/checkout/orderCreate');
const deliveryAddressesSchemas = () => import('@ornament/api-contract/delivery/addresses');
const deliveryPointsSchemas = () => import('@ornament/api-contract/delivery/points');

export interface CheckoutApi {
  setStore(body: Omit<BasketSetStoreBody, 'calculate'>, calculate: BasketCalculateBody): Promise<Basket>;
  setPaymentMethod(paymentMethodId: string, calculate: BasketCalculateBody): Promise<Basket>;
  addresses(): Promise<DeliveryAddress[]>;
  createAddress(body: DeliveryAddressBody): Promise<DeliveryAddress>;
  updateAddress(id: number, body: DeliveryAddressBody): Promise<DeliveryAddress>;
  /** Answers the addresses that remain. */
  deleteAddress(id: number): Promise<DeliveryAddress[]>;
  /** The nearest `limit` points of the city (or of `area` in it) and meta.total-count of all that match. */
  points(type: DeliveryPointType, cityGuid: string | null, filters?: PointFilters, area?: Bounds | null): Promise<OfferPointsResponse>;
  /** offer/points-cluster/: every matching point of the city in `bounds`, grouped for `zoom`. */
  clusters(type: DeliveryPointType, cityGuid: string | null, filters: PointFilters, bounds: Bounds, zoom: number): Promise<OfferPointsClusterResponse>;
  /** offer/data/: the chosen point with the session basket's selected lines. */
  pointData(pointId: string): Promise<DeliveryPointDetail>;
  createOrder(body: OrderCreateBody, idempotencyKey: string): Promise<OrderCreateResponse['data']>;
  /** POST created-order/ (S3.7.30): answers whether this was the order's first report. */
  reportCreated(orderId: number): Promise<boolean>;
}

export function checkoutApiOf(client: ApiClient): CheckoutApi {
  const basket = async (path: string, body: object): Promise<Basket> =>
    unwrap(await client.request<BasketResponse>({ method: 'POST', path, body, schema: async () => (await basketSchemas()).basketResponseSchema })).data;
  return {
    setStore: (body, calculate) => basket(paths.basketSetStore, { ...body, calculate }),
    setPaymentMethod: (paymentMethodId, calculate) => basket(paths.basketSetPaymentMethod, { paymentMethodId, calculate }),
    addresses: async () =>
      unwrap(await client.request<DeliveryAddressListResponse>({ path: paths.deliveryAddresses, cache: 'no-store', schema: async () => (await deliveryAddressesSchemas()).deliveryAddressListResponseSchema })).data,
    createAddress: async (body) =>
      unwrap(await client.request<DeliveryAddressResponse>({ method: 'POST', path: paths.deliveryAddressCreate, body, schema: async () => (await deliveryAddressesSchemas()).deliveryAddressResponseSchema })).data,
    updateAddress: async (id, body) =>
      unwrap(await client.request<DeliveryAddressResponse>({ method: 'PUT', path: paths.deliveryAddressUpdate, body: { ...body, id }, schema: async () => (await deliveryAddressesSchemas()).deliveryAddressResponseSchema })).data,
    deleteAddress: async (id) =>
      unwrap(await client.request<DeliveryAddressListResponse>({ method: 'DELETE', path: paths.deliveryAddressDelete, query: { id }, schema: async () => (await deliveryAddressesSchemas()).deliveryAddressListResponseSchema })).data,
    points: async (type, cityGuid, filters = noPointFilters, area = null) =>
      unwrap(
        await client.request<OfferPointsResponse>({
          path: paths.offerPoints,
          query: {
            'filter[point_type]': type,
            ...(cityGuid ? { 'filter[city]': cityGuid } : {}),
            ...(area ? { 'filter[bounds]': boundsParam(area) } : {}),
            ...pointFilterQuery(filters),
            limit: checkoutPointsLimit,
          },
          cache: 'no-store',
          schema: async () => (await deliveryPointsSchemas()).offerPointsResponseSchema,
        }),
      ),
    // The typed calls send the context headers, X-Region-Timezone among them, like every call.
    clusters: async (type, cityGuid, filters, bounds, zoom) =>
      unwrap(
        await client.delivery.pointsCluster(
          {
            pointTypes: [type],
            ...(cityGuid ? { cityGuid } : {}),
            ...(filters.pvzTypes.length > 0 ? { pvzTypes: filters.pvzTypes } : {}),
            ...(filters.partialRedemption ? { partialRedemption: true } : {}),
            ...(filters.returnOption ? { returnOption: true } : {}),
            bounds,
            zoom,
          },
          { cache: 'no-store' },
        ),
      ),
    pointData: async (pointId) => unwrap(await client.delivery.pointData(pointId, undefined, { cache: 'no-store' })).data,
    createOrder: async (body, idempotencyKey) =>
      unwrap(
        await client.request<OrderCreateResponse>({
          method: 'POST',
          path: paths.orderCreate,
          body,
          headers: { [idempotencyKeyHeader]: idempotencyKey },
          schema: async () => (await checkoutOrderCreateSchemas()).orderCreateResponseSchema,
        }),
      ).data,
    reportCreated: async (orderId) => unwrap(await client.orders.reportCreated(orderId)).data.attributes.first,
  };
}
