// Tasks-centre rules (spec 1 §3 "Task", §8, §9; spec 3 §8). Structural types only: the contract's
// task schema lives above this package.
import { formatDate } from '../format/date';
import { limits } from '../rules/limits';

/** Spec 1 §3: task types containing 'Review' ask for a review. */
export function isReviewTask(type: string): boolean {
  return type.includes('Review');
}

/**
 * Spec 1 §3: review tasks show only while some product for review has no rating from the shopper
 * (the reviews area's awaiting list); every other task always shows.
 */
export function visibleTasks<T extends { readonly type: string }>(tasks: readonly T[], unratedProductCount: number): T[] {
  const canReview = unratedProductCount > 0;
  return tasks.filter((task) => canReview || !isReviewTask(task.type));
}

/** Spec 1 §9: the card picture is 96 px, 100 px on the large (`full`) card. */
export function taskImageSize(full: boolean): number {
  return full ? limits.taskCardFullImagePx : limits.taskCardImagePx;
}

/** Spec 1 §3: a completed task's date as dd.MM.yy (in the storefront's zone); an unreadable date gives null. */
export function completionDate(completedAt: string | null, timeZone?: string): string | null {
  if (!completedAt || Number.isNaN(Date.parse(completedAt))) return null;
  return formatDate(completedAt, timeZone);
}

/**
 * Spec 1 §8: a task fetch whose answer cannot be read (not JSON, or not the task shape) is logged
 * only: the list stays empty and the page carries on. A refused or unreachable call is a real error.
 * Takes the request layer's failure kind ('serialization', 'contract', 'http', 'network', ...).
 */
export function isLoggedOnlyTaskFailure(kind: string | undefined): boolean {
  return kind === 'serialization' || kind === 'contract';
}
