// Which tasks a storefront offers: a task limited to a brand or a country (null = every one) is seen
// and completed only there. An event whose storefront is unknown (an order moved by an operator)
// matches any active task of its type; a type names one task.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { Storefront } from './storefront';

export function activeTaskWhere(storefront: Storefront | undefined): SQL {
  const active = eq(tasks.isActive, true);
  if (!storefront) return active;
  return and(active, or(isNull(tasks.brand), eq(tasks.brand, storefront.brand)), or(isNull(tasks.country), eq(tasks.country, storefront.country)))!;
}
