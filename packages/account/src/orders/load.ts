import { type ApiClient, type ApiResponse, isApiClientError, unwrap } from '@ornament/api-client';
import type { OrderItem } from '@ornament/api-contract';
import { type OrderLine, orderLines, productUrlCodes } from './orderLines';

export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number | undefined };

/** A server-side load that keeps the failure's HTTP status, so the page picks its state (spec 3 §2). */
export async function load<T>(call: Promise<ApiResponse<T>>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: unwrap(await call) };
  } catch (error) {
    return { ok: false, status: isApiClientError(error) ? error.status : undefined };
  }
}

/** Spec 3 §4: a detail answered 404 or 403 shows the detail-error state; anything else goes back to the list. */
export function isDetailError(status: number | undefined): boolean {
  return status === 404 || status === 403;
}

/** S3.7.16: the order's lines with their products' current cards, read in one products call. */
export async function loadOrderLines(client: ApiClient, items: readonly OrderItem[]): Promise<OrderLine[]> {
  if (items.length === 0) return [];
  const products = await load(client.catalog.products(productUrlCodes(items)));
  return orderLines(items, products.ok ? products.data.data : null);
}
