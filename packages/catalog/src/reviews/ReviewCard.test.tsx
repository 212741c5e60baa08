import type { Comment } from '@ornament/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductRatingSummary } from './ProductRatingSummary';
import { RatingSummary } from './RatingSummary';
import { ReviewCard } from './ReviewCard';
import { nextVote } from './VoteButtons';

const comment: Comment = {
  id: 7,
  article: '1000004',
  author: 'Анна К.',
  rating: 4,
  text: 'Очень довольна покупкой! <script>alert(1)</script>',
  advantages: 'Красивый дизайн',
  disadvantages: null,
  date: '2026-10-11T22:30:00.000Z',
  photos: [{ id: 3, url: '/api/serviceCatalog/v2/comment-photo/0123456789abcdef0123456789abcdef.png', width: 16, height: 16 }],
  like: 4,
  dislike: 1,
  vote_status: null,
};

describe('ReviewCard', () => {
  it('shows author, date, named stars, escaped text, pros only when given and the photos', () => {
    const html = renderToStaticMarkup(<ReviewCard comment={comment} votes={<span>votes</span>} />);
    expect(html).toContain('Анна К.');
    expect(html).toContain('12 октября 2026');
    expect(html).toContain('aria-label="Оценка 4 из 5"');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Достоинства');
    expect(html).not.toContain('Недостатки');
    expect(html).toContain(`src="${comment.photos[0]!.url}"`);
    expect(html).toContain('votes');
  });
});

describe('summaries', () => {
  it('link the product page to its reviews with stars, rating and count, or invite the first review', () => {
    const rated = renderToStaticMarkup(<ProductRatingSummary article="1000004" rating={4.66} count={12} />);
    expect(rated).toContain('href="/product/1000004/reviews/"');
    expect(rated).toContain('4,7');
    expect(rated).toContain('12 отзывов');
    expect(renderToStaticMarkup(<ProductRatingSummary article="1000004" rating={0} count={0} />)).toContain('Написать отзыв');
    expect(renderToStaticMarkup(<RatingSummary name="Кольцо" href="/product/1/" rating={5} count={1} />)).toContain('1 отзыв');
  });
});

describe('nextVote', () => {
  it('votes, switches and withdraws', () => {
    expect(nextVote(null, 'like')).toBe('like');
    expect(nextVote('dislike', 'like')).toBe('like');
    expect(nextVote('like', 'like')).toBe('none');
  });
});
