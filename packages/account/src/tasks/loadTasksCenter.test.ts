import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadTasksCenter } from './loadTasksCenter';

const task = (id: number, type: string, completed = false) => ({
  id,
  type,
  attributes: { title: type, sticker: '', 'point-count': 100, image: '', completed_image: '', completed },
  message: '',
  bonusAmount: completed ? 100 : 0,
  imageUrl: '',
  completedAt: completed ? '2025-03-05T10:00:00Z' : null,
  full: false,
});

const balance = { data: { type: 'bonus-balance', attributes: { available: 700, pending: 0, stars: 0, currency: 'RUB', history: [] } } };
const purchased = (article: string, rated: boolean) => ({
  id: article,
  type: 'purchased-product',
  attributes: { article, 'url-code': article.toLowerCase(), name: 'Кольцо', image: '/i.svg', price: 5000, currency: 'RUB', 'order-number': '9100001', 'bought-at': '2025-03-05T10:00:00Z', rated, rating: rated ? 5 : null },
});
/** GET profile/products/: the bought products, `unrated` of them without the shopper's rating. */
const bought = (rated: number, unrated: number) => ({
  data: [...Array.from({ length: rated }, (_, i) => purchased(`R-${i}`, true)), ...Array.from({ length: unrated }, (_, i) => purchased(`U-${i}`, false))],
  meta: { 'total-count': rated + unrated, 'unrated-count': unrated },
});

function clientAnswering(routes: Record<string, () => Response>) {
  const fake = fakeFetch((url) => {
    const path = new URL(url).pathname;
    const answer = routes[path];
    return answer ? answer() : json({ errors: [{ status: '404', code: 'not_found', detail: 'нет' }] }, { status: 404 });
  });
  return createApiClient(testConfig(fake.fetch));
}

const list = [task(1, 'FirstOrder'), task(2, 'ProductReview'), task(3, 'FillProfile', true)];

describe('tasks centre load', () => {
  it('S3.7.44: shows open tasks, hiding review tasks while every bought product has the shopper’s rating', async () => {
    const client = clientAnswering({
      '/api/sklv/v3/bonussystem/balance/': () => json(balance),
      '/api/sklv/v3/profile/tasks-center/': () => json({ data: list }),
      '/api/sklv/v3/profile/tasks-center/completed/': () => json({ data: [task(3, 'FillProfile', true)] }),
      '/api/sklv/v5/profile/products/': () => json(bought(2, 0)),
    });
    const data = await loadTasksCenter(client);
    expect(data.balance?.available).toBe(700);
    expect(data.active?.map((item) => item.type)).toEqual(['FirstOrder']);
    expect(data.completed?.map((item) => item.id)).toEqual([3]);
  });

  it('S3.7.44: shows review tasks when a bought product has no rating yet', async () => {
    const client = clientAnswering({
      '/api/sklv/v3/profile/tasks-center/': () => json({ data: list }),
      '/api/sklv/v3/profile/tasks-center/completed/': () => json({ data: [] }),
      '/api/sklv/v5/profile/products/': () => json(bought(1, 1)),
    });
    const data = await loadTasksCenter(client);
    expect(data.active?.map((item) => item.type)).toEqual(['FirstOrder', 'ProductReview']);
    expect(data.balance).toBeNull();
  });

  it('logs an unreadable task answer and carries on with an empty list; a refused call is an error', async () => {
    const log = vi.fn();
    const client = clientAnswering({
      '/api/sklv/v3/profile/tasks-center/': () => json({ data: [{ id: 'x' }] }),
      '/api/sklv/v3/profile/tasks-center/completed/': () => json({ errors: [{ status: '500', code: 'server_error', detail: 'Ошибка' }] }, { status: 500 }),
    });
    const data = await loadTasksCenter(client, log);
    expect(data.active).toEqual([]);
    expect(data.completed).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
