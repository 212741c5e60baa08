import { limits } from '@ornament/domain';

/**
 * The main page's tasks show six star icons (spec 1 §9): one lit for each completed task, up to six,
 * and named for screen readers.
 */
export function taskStars(completedCount: number): { lit: number; total: number; label: string } {
  const total = limits.mainPageTaskStars;
  const lit = Math.max(0, Math.min(total, Math.floor(completedCount)));
  return { lit, total, label: `Выполнено заданий: ${lit} из ${total}` };
}
