import { describe, expect, it } from 'vitest';
import { bonusForms } from './counts';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'бонусов'],
    [1, 'бонус'],
    [2, 'бонуса'],
    [4, 'бонуса'],
    [5, 'бонусов'],
    [11, 'бонусов'],
    [12, 'бонусов'],
    [14, 'бонусов'],
    [21, 'бонус'],
    [22, 'бонуса'],
    [25, 'бонусов'],
    [101, 'бонус'],
    [111, 'бонусов'],
    [1.5, 'бонуса'],
  ])('%d → %s', (count, word) => {
    expect(plural(count, bonusForms)).toBe(word);
  });
});
