// A description's schemas as a tolerant client reads the answers (the rule breakingChanges.ts allows
// for): response fields it does not know are ignored, and so are enum values it does not know.
// Single-value enums stay: they are literals that tell the variants of a union apart.

/** A copy of `value` (a description or one of its schemas) without `additionalProperties: false` or multi-value string enums. */
export function asTolerantReader<T>(value: T): T {
  return tolerant(value) as T;
}

function tolerant(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tolerant);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'additionalProperties' && child === false) continue;
    if (key === 'enum' && isOpenStringEnum(child)) continue;
    copy[key] = tolerant(child);
  }
  return copy;
}

function isOpenStringEnum(values: unknown): boolean {
  return Array.isArray(values) && values.length > 1 && values.every((value) => typeof value === 'string');
}
