import { paths } from '@ornament/api-contract/http';
import type {
  CancelReasonsResponse,
  CreatedOrderReportResponse,
  OrderCancelBody,
  OrderDetailResponse,
  OrderStatusResponse,
  OrdersOfMasterResponse,
  OrdersResponse,
  QrResponse,
} from '@ornament/api-contract';
import type { OrderStatusGroup } from '@ornament/domain';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const ordersCreatedOrderSchemas = loadOnce(() => import('@ornament/api-contract/orders/createdOrder'));
const ordersSchemas = loadOnce(() => import('@ornament/api-contract/orders/orders'));

/** The order a prolong names: its id or its number. */
export type ProlongTarget = { id: number } | { orderNumber: string };

/** Spec 3 §7 "Orders": the signed-in shopper's orders; every call answers 401 to a guest. */
export interface OrderCalls {
  list(status: OrderStatusGroup, page?: number, options?: CallOptions): Promise<ApiResponse<OrdersResponse>>;
  finalList(page?: number, options?: CallOptions): Promise<ApiResponse<OrdersResponse>>;
  detail(id: number, options?: CallOptions): Promise<ApiResponse<OrderDetailResponse>>;
  finalDetail(id: number, options?: CallOptions): Promise<ApiResponse<OrderDetailResponse>>;
  ofMaster(masterOrderId: number, options?: CallOptions): Promise<ApiResponse<OrdersOfMasterResponse>>;
  status(id: number, options?: CallOptions): Promise<ApiResponse<OrderStatusResponse>>;
  cancelReasons(options?: CallOptions): Promise<ApiResponse<CancelReasonsResponse>>;
  cancel(body: OrderCancelBody, options?: CallOptions): Promise<ApiResponse<OrderDetailResponse>>;
  changePaymentMethod(orderNumber: string, paymentMethod: string, options?: CallOptions): Promise<ApiResponse<OrderDetailResponse>>;
  prolongReserve(target: ProlongTarget, options?: CallOptions): Promise<ApiResponse<OrderDetailResponse>>;
  qr(options?: CallOptions): Promise<ApiResponse<QrResponse>>;
  /** The thank-you page saw this new order; `first` is true for the one call that recorded it. */
  reportCreated(orderId: number, options?: CallOptions): Promise<ApiResponse<CreatedOrderReportResponse>>;
}

const pageQuery = (page: number | undefined) => ({ page: page && page > 1 ? page : undefined });

export function orderCalls(config: ClientConfig): OrderCalls {
  return {
    list(status, page, options) {
      return request(config, { ...options, path: paths.ordersByStatus(status), query: pageQuery(page), schema: async () => (await ordersSchemas()).ordersResponseSchema });
    },
    finalList(page, options) {
      return request(config, { ...options, path: paths.finalOrders, query: pageQuery(page), schema: async () => (await ordersSchemas()).ordersResponseSchema });
    },
    detail(id, options) {
      return request(config, { ...options, path: paths.order(id), schema: async () => (await ordersSchemas()).orderDetailResponseSchema });
    },
    finalDetail(id, options) {
      return request(config, { ...options, path: paths.finalOrder(id), schema: async () => (await ordersSchemas()).orderDetailResponseSchema });
    },
    ofMaster(masterOrderId, options) {
      return request(config, { ...options, path: paths.ordersOfMaster, query: { 'filter[master_order_id]': masterOrderId }, schema: async () => (await ordersSchemas()).ordersOfMasterResponseSchema });
    },
    status(id, options) {
      return request(config, { ...options, path: paths.orderStatus(id), schema: async () => (await ordersSchemas()).orderStatusResponseSchema });
    },
    cancelReasons(options) {
      return request(config, { ...options, path: paths.cancelReasons, schema: async () => (await ordersSchemas()).cancelReasonsResponseSchema });
    },
    cancel(body, options) {
      return request(config, { ...options, method: 'POST', path: paths.orderCancel, body, schema: async () => (await ordersSchemas()).orderDetailResponseSchema });
    },
    changePaymentMethod(orderNumber, paymentMethod, options) {
      const body = { order_number: orderNumber, payment_method: paymentMethod };
      return request(config, { ...options, method: 'POST', path: paths.changePaymentMethod, body, schema: async () => (await ordersSchemas()).orderDetailResponseSchema });
    },
    prolongReserve(target, options) {
      const body = 'id' in target ? { id: target.id } : { order_number: target.orderNumber };
      return request(config, { ...options, method: 'POST', path: paths.prolongReserve, body, schema: async () => (await ordersSchemas()).orderDetailResponseSchema });
    },
    qr(options) {
      return request(config, { ...options, path: paths.qr, schema: async () => (await ordersSchemas()).qrResponseSchema });
    },
    reportCreated(orderId, options) {
      return request(config, { ...options, method: 'POST', path: paths.createdOrder, body: { order_id: orderId }, schema: async () => (await ordersCreatedOrderSchemas()).createdOrderReportResponseSchema });
    },
  };
}
