import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { limits } from '@ornament/domain';
import type { CommentsResponse } from '../calls/reviews';
import type { ApiClient } from '../client';
import type { ApiResponse } from '../request';
import { unwrap } from '../errors';
import { defaultGcTime } from './queryClient';

const data = async <T>(response: Promise<ApiResponse<T>>): Promise<T> => unwrap(await response);

/** The page after `last`, or undefined on the last page (React Query's end of an infinite list). */
export function nextCommentsPage(last: CommentsResponse): number | undefined {
  const { 'current-page': current, 'page-count': count } = last.meta;
  return current < count ? current + 1 : undefined;
}

/** Reviews (spec 2 §7): keys start with `reviewQueries.all()`; a sent review invalidates them all. */
export const reviewQueries = {
  all: () => ['reviews'] as const,
  /** Pages of 5, appended by 'Показать ещё'. */
  comments: (client: ApiClient, article: string, pageSize: number = limits.commentsPageSize) =>
    infiniteQueryOptions({
      queryKey: [...reviewQueries.all(), 'comments', article, pageSize] as const,
      queryFn: ({ pageParam, signal }) => data(client.reviews.comments({ article, page: pageParam, 'page-size': pageSize }, { signal })),
      initialPageParam: 1,
      getNextPageParam: nextCommentsPage,
      gcTime: defaultGcTime,
    }),
  files: (client: ApiClient, article: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'files', article] as const,
      queryFn: ({ signal }) => data(client.reviews.files({ article, 'per-page': limits.commentMediaPageSize }, { signal })),
      gcTime: defaultGcTime,
    }),
  comment: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'comment', id] as const,
      queryFn: ({ signal }) => data(client.reviews.comment(id, { signal })),
      gcTime: defaultGcTime,
    }),
  commentInfo: (client: ApiClient, urlCodes: readonly string[]) =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'info', [...urlCodes]] as const,
      queryFn: ({ signal }) => data(client.reviews.commentInfo(urlCodes, { signal })),
      gcTime: defaultGcTime,
      enabled: urlCodes.length > 0,
    }),
};
