/** Money is kept in cents while computing, so sums never drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Splits `total` over `weights` proportionally; the remainder goes to the largest weights first. */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let rest = total - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight);
  for (let i = 0; rest > 0; i = (i + 1) % order.length, rest--) shares[order[i]!.index]! += 1;
  return shares;
}

/**
 * A percent off a line, in whole currency units per unit of the line: shelf prices are whole
 * roubles (tenge, …), so a discounted line must stay whole too.
 */
export function percentOff(lineCents: number, quantity: number, percent: number): number {
  const perUnit = Math.round((lineCents / quantity) * percent / 100 / 100) * 100;
  return Math.min(perUnit * quantity, lineCents);
}
