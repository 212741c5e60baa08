import { describe, expect, it } from 'vitest';
import { formatBonus } from '../format/counts';
import { loyaltyMessages } from './messages';
import { completionDate, isLoggedOnlyTaskFailure, isReviewTask, taskImageSize, visibleTasks } from './tasks';

const tasks = [{ type: 'FirstOrder' }, { type: 'ProductReview' }, { type: 'PhotoReviewBonus' }, { type: 'Subscription' }];

describe('tasks centre rules', () => {
  it('knows review tasks by the word Review in the type', () => {
    expect(isReviewTask('ProductReview')).toBe(true);
    expect(isReviewTask('Review')).toBe(true);
    expect(isReviewTask('review')).toBe(false);
    expect(isReviewTask('FillProfile')).toBe(false);
  });

  it('hides review tasks unless a product for review has no rating yet', () => {
    expect(visibleTasks(tasks, 0).map((task) => task.type)).toEqual(['FirstOrder', 'Subscription']);
    expect(visibleTasks(tasks, 2)).toEqual(tasks);
    expect(visibleTasks([], 3)).toEqual([]);
  });

  it('picks the card picture size: 96 px, 100 px on the large card', () => {
    expect(taskImageSize(false)).toBe(96);
    expect(taskImageSize(true)).toBe(100);
  });

  it('prints the completion date as dd.MM.yy in the storefront zone', () => {
    expect(completionDate('2025-03-05T21:30:00Z')).toBe('06.03.25');
    expect(completionDate('2025-03-05T21:30:00Z', 'UTC+6:00')).toBe('06.03.25');
    expect(completionDate('2025-03-05T17:30:00Z', 'UTC+6:00')).toBe('05.03.25');
    expect(completionDate(null)).toBeNull();
    expect(completionDate('not a date')).toBeNull();
  });

  it('logs parse failures only; refused or unreachable calls are errors', () => {
    expect(isLoggedOnlyTaskFailure('contract')).toBe(true);
    expect(isLoggedOnlyTaskFailure('serialization')).toBe(true);
    expect(isLoggedOnlyTaskFailure('http')).toBe(false);
    expect(isLoggedOnlyTaskFailure('network')).toBe(false);
    expect(isLoggedOnlyTaskFailure(undefined)).toBe(false);
  });

  it('words rewards with the бонус/бонуса/бонусов plurals', () => {
    expect(loyaltyMessages.reward(formatBonus(1))).toBe('+1\u00a0бонус');
    expect(loyaltyMessages.credited(formatBonus(3))).toBe('Начислено 3\u00a0бонуса');
    expect(loyaltyMessages.credited(formatBonus(500))).toBe('Начислено 500\u00a0бонусов');
    expect(loyaltyMessages.completedOn('06.03.25')).toBe('Выполнено 06.03.25');
  });
});
