import { describe, expect, it } from 'vitest';
import { ratingFigure, reviewCountText, reviewDate } from './reviewText';

describe('review texts', () => {
  it('dates a review in Moscow time, without the year mark', () => {
    expect(reviewDate('2026-10-11T22:30:00.000Z')).toBe('12 октября 2026');
    expect(reviewDate('not a date')).toBe('');
  });

  it('prints the rating with one decimal comma and counts in Russian', () => {
    expect(ratingFigure(4.66)).toBe('4,7');
    expect(ratingFigure(5)).toBe('5,0');
    expect(reviewCountText(1)).toBe('1 отзыв');
    expect(reviewCountText(3)).toBe('3 отзыва');
    expect(reviewCountText(12)).toBe('12 отзывов');
    expect(reviewCountText(1021)).toBe('1\u202F021 отзыв');
  });
});
