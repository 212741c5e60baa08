import type { ApiClient, Comment, CommentsResponse } from '@ornament/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { listedAfter, loadLinkedReview, reviewIdOf, reviewPermalink } from './permalink';
import { ApiClientProvider } from '@ornament/api-client/react/client';
import { ReviewCard } from './ReviewCard';
import { ReviewsSection } from './ReviewsSection';

// WriteReview, above the list, asks for the app router; the list itself needs none.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

const review = (id: number, article = '1000004'): Comment => ({
  id,
  article,
  author: 'Анна К.',
  rating: 5,
  text: 'Очень довольна покупкой',
  advantages: null,
  disadvantages: null,
  date: '2026-10-11T22:30:00.000Z',
  photos: [],
  like: 0,
  dislike: 0,
  vote_status: null,
});

const firstPage: CommentsResponse = { data: [review(41), review(40)], meta: { 'current-page': 1, 'page-count': 3, 'per-page': 5, 'total-count': 12 } };

function clientAnswering(answer: (id: number) => Promise<unknown>) {
  const comment = vi.fn(answer);
  return { client: { reviews: { comment } } as unknown as ApiClient, comment };
}
const found = (c: Comment) => Promise.resolve({ type: 'data' as const, data: { data: c } });
const missing = () => Promise.reject(Object.assign(new Error('Отзыв не найден'), { kind: 'http', status: 404 }));

describe('review permalinks', () => {
  it('S2.7.13: a review on the first page is taken from it, without another call', async () => {
    const { client, comment } = clientAnswering(missing);
    expect((await loadLinkedReview(client, '1000004', 40, firstPage))?.id).toBe(40);
    expect(comment).not.toHaveBeenCalled();
  });

  it('S2.7.13: a review further down the list is loaded with comment/{id}/', async () => {
    const { client, comment } = clientAnswering((id) => found(review(id)));
    expect((await loadLinkedReview(client, '1000004', 7, firstPage))?.id).toBe(7);
    expect(comment).toHaveBeenCalledWith(7);
    // Also when the first page could not be read on the server.
    expect((await loadLinkedReview(client, '1000004', 7, null))?.id).toBe(7);
  });

  it('S2.7.13: an unknown id is ignored: the page renders as without it', async () => {
    const { client } = clientAnswering(missing);
    expect(await loadLinkedReview(client, '1000004', 99_999_999, firstPage)).toBeNull();
    expect(await loadLinkedReview(clientAnswering(() => Promise.reject(new Error('fetch error'))).client, '1000004', 7, firstPage)).toBeNull();
  });

  it('S2.7.13: another product’s review is ignored', async () => {
    const { client, comment } = clientAnswering((id) => found(review(id, '2000001')));
    expect(await loadLinkedReview(client, '1000004', 7, firstPage)).toBeNull();
    expect(comment).toHaveBeenCalledWith(7);
  });

  it('S2.7.13: only a plain positive id in range is a review id; no id, no call', async () => {
    expect(reviewIdOf('17')).toBe(17);
    expect(reviewIdOf(['17', '18'])).toBe(17);
    for (const bad of [undefined, '', '0', '-1', '1e3', '17abc', ' 17', '01', '2147483648', '99999999999']) expect(reviewIdOf(bad), String(bad)).toBeNull();
    const { client, comment } = clientAnswering(missing);
    expect(await loadLinkedReview(client, '1000004', null, firstPage)).toBeNull();
    expect(comment).not.toHaveBeenCalled();
  });

  it('S2.7.13: the linked review shows once: the list below leaves it out', () => {
    expect(listedAfter(review(40), firstPage.data).map((c) => c.id)).toEqual([41]);
    expect(listedAfter(null, firstPage.data).map((c) => c.id)).toEqual([41, 40]);
  });

  it('S2.7.13: each card carries its anchor and a «Ссылка на отзыв» to its permalink', () => {
    expect(reviewPermalink('1000004', 40)).toBe('/product/1000004/reviews/?review=40#review-40');
    const html = renderToStaticMarkup(<ReviewCard comment={review(40)} votes={null} permalink={reviewPermalink('1000004', 40)} highlighted />);
    expect(html).toMatch(/<article id="review-40"/);
    expect(html).toContain('<a class="');
    expect(html).toMatch(/href="\/product\/1000004\/reviews\/\?review=40#review-40"[^>]*>Ссылка на отзыв<\/a>/);
  });

  it('S2.7.13: the reviews list shows the linked review first, highlighted, and not again below', () => {
    const html = renderToStaticMarkup(
      <ApiClientProvider client={{} as ApiClient}>
        <ReviewsSection article="1000004" firstPage={firstPage} linked={review(40)} />
      </ApiClientProvider>,
    );
    expect(html.match(/id="review-40"/g)).toHaveLength(1);
    expect(html.indexOf('Отзыв по ссылке')).toBeLessThan(html.indexOf('id="review-40"'));
    expect(html.indexOf('id="review-40"')).toBeLessThan(html.indexOf('id="review-41"'));
    expect(html).toContain('href="/product/1000004/reviews/?review=41#review-41"');
  });
});
