import { limits } from './limits';

/** Spec 1 §9: the 5 newest queries, newest first, each once. Blank queries are never kept. */
export function addToSearchHistory(history: readonly string[], query: string): string[] {
  const entry = query.trim();
  if (entry === '') return history.slice(0, limits.searchHistorySize);
  return [entry, ...history.filter((item) => item !== entry)].slice(0, limits.searchHistorySize);
}
