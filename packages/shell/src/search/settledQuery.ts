'use client';

import { limits, normalizeQuery } from '@ornament/domain';
import { useDebouncedValue } from './debounce';

export interface SettledQuery {
  /** The field's text, normalised ('' shows the history). */
  typed: string;
  /** The same once typing has paused for 1000 ms (spec 1 §5); what autocomplete asks for. */
  query: string;
}

export function useSettledQuery(text: string): SettledQuery {
  const typed = normalizeQuery(text);
  return { typed, query: useDebouncedValue(typed, limits.searchDebounceMs) };
}
