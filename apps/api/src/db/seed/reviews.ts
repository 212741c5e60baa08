// Seeded reviews (issue 4 "Reviews"): realistic Russian comments for the products the catalogue
// marks as reviewed, deterministic for the same products. products.rating / rating_count are
// written from the same comments, so the listing's read model agrees with the reviews.
import type { productComments } from '../schema';
import type { ProductRow } from './products';
import { createRandom, type Random } from './random';
import * as texts from './reviewTexts';

export type SeedComment = typeof productComments.$inferInsert;

const dayMs = 86_400_000;
/** A product with a review count of 240 gets 11 written reviews: enough pages, a fast seed. */
const reviewsPerCountStep = 24;

function tone(rating: number): 'good' | 'mixed' | 'bad' {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
}

/** A star rating near the product's seeded average, leaning as real reviews do. */
function starsNear(random: Random, average: number): number {
  const drawn = Math.round(average + (random.next() - 0.5) * 2 * (5.2 - average));
  return Math.min(5, Math.max(1, drawn));
}

function reviewText(random: Random, stars: number): string {
  const mood = tone(stars);
  return [random.pick(texts.openings[mood]), random.pick(texts.details[mood]), random.pick(texts.closings[mood])].filter(Boolean).join(' ');
}

export interface ReviewSet {
  comments: SeedComment[];
  /** The product's rating read model as its comments give it (0 and 0 without comments). */
  ratingOf(row: Pick<ProductRow, 'article'>): { rating: number; ratingCount: number };
}

export function generateReviews(rows: readonly ProductRow[], now: Date): ReviewSet {
  const random = createRandom(0x7e71e35);
  const comments: SeedComment[] = [];
  const ratings = new Map<string, { rating: number; ratingCount: number }>();
  for (const row of rows) {
    const count = row.ratingCount ?? 0;
    if (count === 0) continue;
    const written = Math.min(count, 1 + Math.floor(count / reviewsPerCountStep));
    const since = (row.createdAt ?? now).getTime();
    let sum = 0;
    for (let i = 0; i < written; i++) {
      const stars = starsNear(random, row.rating ?? 5);
      const mood = tone(stars);
      sum += stars;
      comments.push({
        article: row.article,
        authorName: `${random.pick(texts.authorNames)} ${random.pick(texts.surnameInitials)}.`,
        rating: stars,
        text: reviewText(random, stars),
        advantages: mood !== 'bad' && random.chance(0.6) ? random.sample(texts.advantages, random.int(1, 3)).join(', ') : null,
        disadvantages: mood !== 'good' || random.chance(0.15) ? random.pick(texts.disadvantages) : null,
        likes: Math.floor(random.next() ** 2 * 25),
        dislikes: Math.floor(random.next() ** 3 * 6),
        createdAt: new Date(since + Math.floor(random.next() * Math.max(dayMs, now.getTime() - since))),
      });
    }
    // As syncProductRating rounds it: two decimals.
    ratings.set(row.article, { rating: Math.round((sum / written) * 100) / 100, ratingCount: written });
  }
  return { comments, ratingOf: (row) => ratings.get(row.article) ?? { rating: 0, ratingCount: 0 } };
}
