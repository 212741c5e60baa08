import { describe, expect, it } from 'vitest';
import { readReviewsQuery, reviewsHref } from './reviewsQuery';

describe('reviews page address', () => {
  it('reads pages and the last-year flag, falling back on junk', () => {
    expect(readReviewsQuery({ page: '2', last_year: '1', sent_page: '3' })).toEqual({ page: 2, lastYearOnly: true, sentPage: 3 });
    expect(readReviewsQuery({ page: '-1', last_year: 'yes', sent_page: ['x'] })).toEqual({ page: 1, lastYearOnly: false, sentPage: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(reviewsHref({ page: 1, lastYearOnly: false, sentPage: 1 })).toBe('/personal/reviews/');
    expect(reviewsHref({ page: 2, lastYearOnly: true, sentPage: 1 })).toBe('/personal/reviews/?page=2&last_year=1');
  });
});
