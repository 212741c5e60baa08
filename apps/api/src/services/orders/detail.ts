import type { OrderDetail } from '@ornament/api-contract';
import type { Db } from '../../db';
import { HttpError } from '../../plugins/httpError';
import { toDetail } from './mapper';
import { orderServerMessages as messages } from './messages';
import { type OrderKey, type OrderRow, findOrder, itemsOf, latestReturnOf, returnedQuantities, storeOf } from './repository';

export async function detailOf(db: Db, row: OrderRow, now = new Date()): Promise<OrderDetail> {
  const [items, returned, latestReturn, store] = await Promise.all([itemsOf(db, row.id), returnedQuantities(db, row.id), latestReturnOf(db, row.id), storeOf(db, row.storeId)]);
  return toDetail(row, { items, returned, latestReturn, store }, now);
}

/** The owner's order or 404: another shopper's id answers exactly like an id that does not exist. */
export async function ownOrder(db: Db, userId: string, key: OrderKey, forUpdate = false): Promise<OrderRow> {
  const row = await findOrder(db, userId, key, forUpdate);
  if (!row) throw HttpError.notFound(messages.orderNotFound);
  return row;
}
