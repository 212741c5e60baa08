import { describe, expect, it } from 'vitest';
import { taskHref, tasksCenterView } from './taskPath';

describe('tasks centre address', () => {
  it('reads the centre and its event and task deep links', () => {
    expect(tasksCenterView(undefined)).toEqual({ kind: 'list' });
    expect(tasksCenterView([])).toEqual({ kind: 'list' });
    expect(tasksCenterView(['event', '41'])).toEqual({ kind: 'event', id: 41 });
    expect(tasksCenterView(['task', '2'])).toEqual({ kind: 'task', id: 2 });
  });

  it('refuses any other path', () => {
    expect(tasksCenterView(['task'])).toBeNull();
    expect(tasksCenterView(['task', '0'])).toBeNull();
    expect(tasksCenterView(['task', '-3'])).toBeNull();
    expect(tasksCenterView(['task', '2', 'more'])).toBeNull();
    expect(tasksCenterView(['task', '99999999999'])).toBeNull();
    expect(tasksCenterView(['other', '2'])).toBeNull();
  });

  it('writes the deep links', () => {
    expect(taskHref('task', 2)).toBe('/personal/tasks-center/task/2/');
    expect(taskHref('event', 41)).toBe('/personal/tasks-center/event/41/');
  });
});
