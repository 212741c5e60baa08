import { describe, expect, it } from 'vitest';
import { generateCategories } from './categories';
import { defaultSeedNow } from './index';
import { generateProducts } from './products';
import { generateReviews } from './reviews';
import { openings } from './reviewTexts';

const rows = generateProducts({ count: 400, now: defaultSeedNow, categories: generateCategories() }).map((p) => p.row);

describe('generateReviews', () => {
  it('is deterministic for the same products', () => {
    expect(generateReviews(rows, defaultSeedNow).comments).toEqual(generateReviews(rows, defaultSeedNow).comments);
  });

  it('writes reviews only for reviewed products and gives each its rating from them', () => {
    const { comments, ratingOf } = generateReviews(rows, defaultSeedNow);
    expect(comments.length).toBeGreaterThan(rows.length / 2);
    for (const row of rows) {
      const own = comments.filter((c) => c.article === row.article);
      const { rating, ratingCount } = ratingOf(row);
      expect(ratingCount).toBe(own.length);
      if (row.ratingCount === 0) expect(own).toHaveLength(0);
      else expect(rating).toBeCloseTo(own.reduce((sum, c) => sum + c.rating, 0) / own.length, 2);
    }
  });

  it('keeps the words in line with the stars and the dates before the seed day', () => {
    const { comments } = generateReviews(rows, defaultSeedNow);
    for (const comment of comments) {
      expect(comment.rating).toBeGreaterThanOrEqual(1);
      expect(comment.rating).toBeLessThanOrEqual(5);
      if (comment.rating <= 2) expect(openings.good.some((o) => comment.text.startsWith(o))).toBe(false);
      expect(comment.createdAt!.getTime()).toBeLessThanOrEqual(defaultSeedNow.getTime());
      expect(comment.authorName).toMatch(/^[А-ЯЁ][а-яё]+ [А-Я]\.$/);
    }
  });
});
