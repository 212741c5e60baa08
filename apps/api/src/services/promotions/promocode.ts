import { randomInt } from 'node:crypto';

// Letters and digits a shopper cannot confuse when typing the code (no 0/O, 1/I/L).
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A personal promocode: the prefix and 8 characters from the crypto generator (~40 bits). */
export function personalPromocode(prefix: string): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += alphabet[randomInt(alphabet.length)];
  return `${prefix}${tail}`;
}

/** Draws an index with chance proportional to its weight (crypto random); null when all weights are 0. */
export function weightedIndex(weights: readonly number[], random: (max: number) => number = randomInt): number | null {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (total <= 0) return null;
  let ticket = random(total);
  for (const [index, weight] of weights.entries()) {
    if (weight <= 0) continue;
    if (ticket < weight) return index;
    ticket -= weight;
  }
  return null;
}
