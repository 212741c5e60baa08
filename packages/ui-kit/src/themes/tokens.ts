import type { ThemeVars } from './contract.css';

type LeavesAsStrings<T> = { [K in keyof T]: T[K] extends string ? string : LeavesAsStrings<T[K]> };

/** A brand's values for every variable of the contract. */
export type Tokens = LeavesAsStrings<ThemeVars>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type TokenOverrides = DeepPartial<Tokens>;

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function merge(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isGroup(current) && isGroup(value) ? merge(current, value) : value;
  }
  return result;
}

/** A brand's tokens: the shared base with the brand's differences laid over it (braid's makeTokens). */
export function makeTokens(base: Tokens, overrides: TokenOverrides = {}): Tokens {
  return merge(base, overrides) as Tokens;
}
