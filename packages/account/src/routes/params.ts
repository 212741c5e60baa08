import type { OrderStatusGroup } from '@ornament/domain';

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A positive database id from a path or query value; anything else is null. */
export function idParam(value: string | string[] | undefined): number | null {
  const text = first(value);
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function pageParam(value: string | string[] | undefined): number {
  return idParam(value) ?? 1;
}

export function statusParam(value: string | string[] | undefined): OrderStatusGroup {
  return first(value) === 'completed' ? 'completed' : 'active';
}

/** A query value as one string; a repeated key keeps its first value, an empty one reads as absent. */
export function textParam(value: string | string[] | undefined): string | undefined {
  const text = first(value);
  return text === undefined || text === '' ? undefined : text;
}
