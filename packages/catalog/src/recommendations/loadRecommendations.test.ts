import { describe, expect, it } from 'vitest';
import { recommendationsFilters } from './loadRecommendations';

describe('recommendationsFilters', () => {
  it('keeps the path and filters, drops paging', () => {
    expect(recommendationsFilters('/jewelry-catalog/rings/', { size: '17', page: '2', per_page: '72', sort: 'new_up' })).toBe('/jewelry-catalog/rings/?size=17&sort=new_up');
    expect(recommendationsFilters('/bags/', {})).toBe('/bags/');
  });
});
