/** Marks the elements arrow keys move among in the search dropdown. */
export const itemAttribute = 'data-search-item';

/** What a click in the search dropdown asks for. */
export type SearchChoice =
  | { kind: 'product'; href: string }
  | { kind: 'page'; href: string; query: string }
  | { kind: 'correction'; query: string };
