import { describe, expect, it } from 'vitest';
import { taskToastAllowed, taskToastDelayMs } from './taskToast';

describe('the task toast', () => {
  it('waits 500 ms and is suppressed at 768 px and narrower', () => {
    expect(taskToastDelayMs).toBe(500);
    expect(taskToastAllowed(768)).toBe(false);
    expect(taskToastAllowed(390)).toBe(false);
    expect(taskToastAllowed(769)).toBe(true);
    expect(taskToastAllowed(1440)).toBe(true);
  });
});
