// The basket's warnings (spec 3 §8) in the places the page shows them: a line's own warning and
// messages pointing at `/productList/{id}` beside that line; everything else above the list. The
// server's `errors` and `notifications` and a rejected call's warning (keyed by its pointer) merge,
// each text once per place.
import type { Basket } from '@ornament/api-contract';

export interface WarningsView {
  /** Texts for the whole order, errors first. */
  order: string[];
  /** Texts per basket item id. */
  byLine: ReadonlyMap<number, string[]>;
}

const linePointer = /^\/(?:productList|notAvailableList|notAvailableInStock|data\/attributes\/items?)\/(\d+)(?:\/|$)/;

/** The basket item id a pointer names ('/productList/12' → 12), or null for the order. */
export function lineIdOfPointer(pointer: string): number | null {
  const match = linePointer.exec(pointer);
  return match ? Number(match[1]) : null;
}

function pushOnce(list: string[], text: string): void {
  const trimmed = text.trim();
  if (trimmed && !list.includes(trimmed)) list.push(trimmed);
}

type Lines = Pick<Basket, 'productList' | 'notAvailableList' | 'notAvailableInStock' | 'errors' | 'notifications'>;

export function warningsOf(basket: Lines, extra: ReadonlyMap<string, string> = new Map()): WarningsView {
  const order: string[] = [];
  const byLine = new Map<number, string[]>();
  const add = (pointer: string, text: string) => {
    const id = lineIdOfPointer(pointer);
    if (id === null) return pushOnce(order, text);
    const list = byLine.get(id) ?? [];
    pushOnce(list, text);
    byLine.set(id, list);
  };
  for (const line of [...basket.productList, ...basket.notAvailableList, ...basket.notAvailableInStock]) {
    if (line.warning) add(`/productList/${line.id}`, line.warning);
  }
  for (const message of [...basket.errors, ...basket.notifications]) add(message.pointer, message.message);
  for (const [pointer, text] of extra) add(pointer, text);
  return { order, byLine };
}
