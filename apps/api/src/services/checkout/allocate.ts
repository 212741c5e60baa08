// Which shop's stock serves each order line (pure, so the rule is tested alone). A line is served by
// the pickup shop only when the shopper collects in-store stock (in_stock, express_zvm); otherwise by
// any shop of the country, the chosen shop first, then the fullest shops, so one order takes as few
// shops as possible. A line the stock cannot fully serve is reported, and nothing is allocated.

export interface LineNeed {
  basketItemId: number;
  productId: number;
  size: string;
  quantity: number;
}

export interface StockRow {
  id: number;
  productId: number;
  size: string;
  storeId: number;
  quantity: number;
}

export interface Allocation {
  basketItemId: number;
  stockId: number;
  storeId: number;
  quantity: number;
}

export type AllocationResult = { ok: true; allocations: Allocation[] } | { ok: false; notAvailable: number[] };

export interface AllocationPolicy {
  /** Only this shop may serve (pickup of in-store stock). */
  onlyStoreId: number | null;
  /** Served first when it has the item (the shop the shopper chose). */
  preferredStoreId: number | null;
}

export function allocateStock(lines: readonly LineNeed[], rows: readonly StockRow[], policy: AllocationPolicy): AllocationResult {
  const left = new Map(rows.map((row) => [row.id, row.quantity]));
  const allocations: Allocation[] = [];
  const notAvailable: number[] = [];
  for (const line of lines) {
    const candidates = rows
      .filter((row) => row.productId === line.productId && row.size === line.size && (policy.onlyStoreId === null || row.storeId === policy.onlyStoreId))
      .sort((a, b) => rank(b, policy, left) - rank(a, policy, left) || a.storeId - b.storeId);
    let needed = line.quantity;
    const taken: Allocation[] = [];
    for (const row of candidates) {
      if (needed === 0) break;
      const take = Math.min(needed, left.get(row.id) ?? 0);
      if (take <= 0) continue;
      taken.push({ basketItemId: line.basketItemId, stockId: row.id, storeId: row.storeId, quantity: take });
      needed -= take;
    }
    if (needed > 0) {
      notAvailable.push(line.basketItemId);
      continue;
    }
    for (const allocation of taken) left.set(allocation.stockId, (left.get(allocation.stockId) ?? 0) - allocation.quantity);
    allocations.push(...taken);
  }
  return notAvailable.length > 0 ? { ok: false, notAvailable } : { ok: true, allocations };
}

function rank(row: StockRow, policy: AllocationPolicy, left: ReadonlyMap<number, number>): number {
  const preferred = row.storeId === policy.preferredStoreId ? 1_000_000 : 0;
  return preferred + (left.get(row.id) ?? 0);
}
