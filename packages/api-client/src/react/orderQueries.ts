import { queryOptions } from '@tanstack/react-query';
import type { OrderStatusGroup } from '@ornament/domain';
import type { ApiClient } from '../client';
import type { ApiResponse } from '../request';
import { unwrap } from '../errors';
import { defaultGcTime } from './queryClient';

const data = async <T>(response: Promise<ApiResponse<T>>): Promise<T> => unwrap(await response);

/**
 * The personal account's orders and returns. Every key starts with `orderQueries.all()`: cancelling
 * an order, prolonging or creating a return invalidates them all (spec 3 §4: cancelling clears the
 * order and the list).
 */
export const orderQueries = {
  all: () => ['orders'] as const,
  list: (client: ApiClient, status: OrderStatusGroup, page = 1) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', status, page] as const,
      queryFn: ({ signal }) => data(client.orders.list(status, page, { signal })),
      gcTime: defaultGcTime,
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => data(client.orders.detail(id, { signal })),
      gcTime: defaultGcTime,
    }),
  cancelReasons: (client: ApiClient) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'cancel-reasons'] as const,
      queryFn: ({ signal }) => data(client.orders.cancelReasons({ signal })),
      staleTime: Infinity,
      gcTime: defaultGcTime,
    }),
  /** The in-store code expires, so it is never served from the cache. */
  qr: (client: ApiClient) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'qr'] as const,
      queryFn: ({ signal }) => data(client.orders.qr({ signal })),
      staleTime: 0,
      gcTime: 0,
    }),
  returns: (client: ApiClient, page = 1) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'returns', page] as const,
      queryFn: ({ signal }) => data(client.returns.list(page, { signal })),
      gcTime: defaultGcTime,
    }),
  returnDetail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'return', id] as const,
      queryFn: ({ signal }) => data(client.returns.detail(id, { signal })),
      gcTime: defaultGcTime,
    }),
};
