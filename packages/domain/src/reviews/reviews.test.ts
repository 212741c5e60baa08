import { describe, expect, it } from 'vitest';
import { ratingLabel } from './reviews';

describe('rating label', () => {
  it('names the stars for screen readers', () => {
    expect(ratingLabel(4)).toBe('Оценка 4 из 5');
    expect(ratingLabel(4.66)).toBe('Оценка 4,7 из 5');
  });
});
