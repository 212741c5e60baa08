// Kazakhstan's individual identification number: 12 digits, YYMMDD of birth, a century-and-sex digit,
// a serial and a check digit computed modulo 11 with two weight rows (the second when the first gives 10).
const firstWeights = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const secondWeights = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11;
}

/** The check digit of the first 11 digits, or null when neither weight row gives one below 10. */
export function iinCheckDigit(first11: string): number | null {
  const digits = [...first11].map(Number);
  const first = weightedSum(digits, firstWeights);
  if (first !== 10) return first;
  const second = weightedSum(digits, secondWeights);
  return second === 10 ? null : second;
}

export function isValidIin(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const check = iinCheckDigit(value.slice(0, 11));
  return check !== null && check === Number(value[11]);
}
