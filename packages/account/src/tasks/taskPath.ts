/** The tasks centre's address and its deep links (spec 1 §2; the app's personal/tasks-center). */
export const tasksCenterBase = '/personal/tasks-center/';

export type TasksCenterView = { kind: 'list' } | { kind: 'event' | 'task'; id: number };

/** `/personal/tasks-center/event/41/`, `/personal/tasks-center/task/2/`. */
export function taskHref(kind: 'event' | 'task', id: number): string {
  return `${tasksCenterBase}${kind}/${id}/`;
}

/**
 * The optional catch-all's segments: none is the centre, `event/{id}` one completion, `task/{id}`
 * one task; anything else is not a page (null).
 */
export function tasksCenterView(segments: readonly string[] | undefined): TasksCenterView | null {
  if (!segments || segments.length === 0) return { kind: 'list' };
  const [kind, id, ...rest] = segments;
  if (rest.length > 0 || (kind !== 'event' && kind !== 'task') || !id || !/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 && value <= 2_147_483_647 ? { kind, id: value } : null;
}
