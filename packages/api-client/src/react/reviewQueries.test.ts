import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { nextCommentsPage, reviewQueries } from './reviewQueries';

const page = (current: number, count: number) => ({ data: [], meta: { 'current-page': current, 'page-count': count, 'per-page': 5, 'total-count': count * 5 } });

describe('reviewQueries', () => {
  it('keys share the reviews prefix and differ per article and page size', () => {
    const client = createApiClient(testConfig(fakeFetch().fetch));
    expect(reviewQueries.comments(client, '1000004').queryKey).toEqual(['reviews', 'comments', '1000004', 5]);
    expect(reviewQueries.comments(client, '1000004', 10).queryKey).not.toEqual(reviewQueries.comments(client, '1000004').queryKey);
    expect(reviewQueries.files(client, '1000004').queryKey.slice(0, 1)).toEqual(reviewQueries.all());
    expect(reviewQueries.commentInfo(client, []).enabled).toBe(false);
  });

  it('pages through comments until the last page', async () => {
    expect(nextCommentsPage(page(1, 3))).toBe(2);
    expect(nextCommentsPage(page(3, 3))).toBeUndefined();
    expect(nextCommentsPage(page(1, 0))).toBeUndefined();
    const fake = fakeFetch((url) => json(page(Number(new URL(url).searchParams.get('page')), 2)));
    const client = createApiClient(testConfig(fake.fetch));
    const queryClient = new QueryClient();
    const options = reviewQueries.comments(client, '1000004');
    const result = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(fake.calls.map((c) => new URL(c.url).searchParams.get('page'))).toEqual(['1', '2']);
    expect(result.pageParams).toEqual([1, 2]);
  });
});
