import type { CountryCode } from '../tenant/codes';
import { itemsLeftText, stockMessages } from '../messages';
import { limits } from './limits';

/**
 * Stock label of a size (spec 2 §9): 'Осталось мало' at 10 or more, else 'Осталось N шт'.
 * Nothing is shown when none is left.
 */
export function lowStockLabel(quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  if (quantity >= limits.lowStockThreshold) return stockMessages.fewLeft;
  return itemsLeftText(Math.trunc(quantity));
}

/** Product kinds (the product's `catalog`) that Kazakhstan never has in stock (spec 2 §9, spec 3 §5). */
export const sectionsNeverStockedInKazakhstan = ['catalog', 'packaging'] as const;

/** Whether stock may be shown for a product of this catalogue kind in this country. */
export function isStockShown(section: string, country: CountryCode): boolean {
  if (country !== 'KZ') return true;
  return !(sectionsNeverStockedInKazakhstan as readonly string[]).includes(section);
}
