// Product authentication: the barcode on each product's tag (EAN-13, deterministic from the id), so
// any seeded product can be checked by its barcode and article.
import { productBarcode } from '@ornament/domain';
import type { Db } from '../client';
import { productBarcodes } from '../schema';
import { insertInBatches } from './batches';

export async function seedAuthenticity(db: Db, productIds: readonly number[]): Promise<void> {
  await insertInBatches(
    db,
    productBarcodes,
    productIds.map((productId) => ({ barcode: productBarcode(productId), productId })),
    2000,
  );
}
