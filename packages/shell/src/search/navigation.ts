/**
 * Spec 1 §4: arrow keys move among the dropdown's items. -1 is the field itself; moving past either
 * end wraps around through the field, so the shopper can always get back to typing.
 */
export function moveActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? -1 : current + 1;
  if (key === 'ArrowUp') return current <= -1 ? count - 1 : current - 1;
  return current;
}
