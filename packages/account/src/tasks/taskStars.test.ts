import { describe, expect, it } from 'vitest';
import { taskStars } from './taskStars';

describe('S1.9.15: the main page\'s tasks show six star icons', () => {
  it('S1.9.15: six stars, one lit per completed task, never more than six', () => {
    expect(taskStars(0)).toEqual({ lit: 0, total: 6, label: 'Выполнено заданий: 0 из 6' });
    expect(taskStars(2)).toMatchObject({ lit: 2, total: 6 });
    expect(taskStars(9)).toMatchObject({ lit: 6, label: 'Выполнено заданий: 6 из 6' });
    expect(taskStars(-1).lit).toBe(0);
  });
});
