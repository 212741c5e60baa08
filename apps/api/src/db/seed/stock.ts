// Stock per product, size and store. Each product sits in a handful of shops (not all of them, or
// 10,000 products would make millions of rows); most have some stock, about one in ten has none.
import type { stock } from '../schema';
import type { SeedProduct } from './products';
import { createRandom } from './random';
import type { StoreRow } from './stores';

export type StockRow = Required<Omit<typeof stock.$inferInsert, 'id'>>;

export function generateStock(products: readonly SeedProduct[], stores: readonly StoreRow[]): StockRow[] {
  const random = createRandom(0x570c + products.length);
  const premium = stores.filter((s) => s.type === 'premium');
  const general = stores.filter((s) => s.type !== 'premium');
  const retail = stores.filter((s) => s.type === 'retail');
  const rows: StockRow[] = [];
  for (const product of products) {
    const expensive = product.row.brand === 'diamant' || product.rubPrice > 120_000;
    const pool = expensive ? [...premium, ...retail.slice(0, 6)] : general;
    const shops = random.sample(pool, random.int(2, expensive ? 4 : 7));
    const soldOut = random.chance(0.1);
    const sizes = product.sizes.length > 0 ? product.sizes : [''];
    for (const shop of shops) {
      const carried = sizes.length > 1 ? random.sample(sizes, random.int(1, Math.min(4, sizes.length))) : sizes;
      for (const size of carried) {
        const quantity = soldOut || random.chance(0.15) ? 0 : random.chance(0.1) ? random.int(10, 25) : random.int(1, 6);
        rows.push({ productId: product.row.id, size, storeId: shop.id, quantity });
      }
    }
  }
  return rows;
}
