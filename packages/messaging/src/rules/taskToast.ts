// The task toast (spec 1 §4, §9): 500 ms after a completed-task message loads, never at 768 px and
// narrower; it has a close control, so it stays 7 s.
import { breakpoints, limits } from '@ornament/domain';

export const taskToastDelayMs = limits.taskToastDelayMs;

export function taskToastAllowed(viewportWidth: number): boolean {
  return viewportWidth > breakpoints.tablet;
}
