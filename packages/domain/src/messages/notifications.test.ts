import { describe, expect, it } from 'vitest';
import { taskToastText } from './notifications';

describe('taskToastText', () => {
  it.each([
    [1, 'Вам начислено 1\u00a0бонус'],
    [3, 'Вам начислено 3\u00a0бонуса'],
    [5, 'Вам начислено 5\u00a0бонусов'],
    [21, 'Вам начислено 21\u00a0бонус'],
    [112, 'Вам начислено 112\u00a0бонусов'],
    [200, 'Вам начислено 200\u00a0бонусов'],
  ])('%i → %s', (amount, text) => expect(taskToastText(amount)).toBe(text));

  it('is empty without a reward, so the toast shows no text', () => {
    expect(taskToastText(0)).toBe('');
    expect(taskToastText(Number.NaN)).toBe('');
  });
});
