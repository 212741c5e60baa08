import { limits } from './limits';

export interface PremiumCandidate {
  readonly name: string;
  readonly inserts: readonly { readonly name: string; readonly url_code?: string }[];
  readonly price: number;
}

const premiumName = /premium|премиум/i;
const diamondInsert = /бриллиант|diamond|brilliant/i;

/** The piece holds diamonds (an insert named or coded so): premium pricing, the GIA certificate note. */
export function hasDiamondInserts(product: Pick<PremiumCandidate, 'inserts'>): boolean {
  return product.inserts.some((insert) => diamondInsert.test(`${insert.name} ${insert.url_code ?? ''}`));
}

/**
 * Spec 2 §3: a product is premium when its name says so, or when it has diamond inserts and costs
 * more than 50 000.
 */
export function isPremium(product: PremiumCandidate): boolean {
  if (premiumName.test(product.name)) return true;
  return hasDiamondInserts(product) && product.price > limits.premiumPriceThreshold;
}
