// Viewed content-message ids, kept in the browser under the spec's key (spec 3 §4, §9: viewedMessage).
export const viewedMessageKey = 'viewedMessage';

export function readViewedContent(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(viewedMessageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeViewedContent(ids: readonly string[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(viewedMessageKey, JSON.stringify([...new Set(ids)]));
  } catch {
    // storage blocked: the message shows as new again next time, nothing breaks
  }
}

// The browser's copy as a store, so the bell, the modal and the page re-render when one adds an id.
const listeners = new Set<() => void>();
let snapshot: string[] | null = null;

export function addViewedContent(ids: readonly string[]): void {
  if (ids.length === 0) return;
  writeViewedContent([...readViewedContent(), ...ids]);
  snapshot = null;
  for (const listener of listeners) listener();
}

export function subscribeViewedContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function viewedContentSnapshot(): string[] {
  snapshot ??= readViewedContent();
  return snapshot;
}

const none: string[] = [];
export const serverViewedContent = (): string[] => none;
