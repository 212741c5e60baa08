import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { ApiResponse } from '../request';
import { unwrap } from '../errors';

const data = async <T>(response: Promise<ApiResponse<T>>): Promise<T> => unwrap(await response);

/** The content area of the shop's own messages (spec 3 §7 "Notifications"). */
export const communicationCentreArea = 'communication-center';

/**
 * The notification centre: the signed-in shopper's bell list, and the shop's content messages. The
 * bell, the modal and the /personal/notifications/ page share these entries, so a mark made in one
 * shows in the others.
 */
export const messagingQueries = {
  all: () => ['messaging'] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...messagingQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => data(client.messaging.list({ signal })),
      staleTime: 30_000,
    }),
  content: (client: ApiClient) =>
    queryOptions({
      queryKey: [...messagingQueries.all(), 'content'] as const,
      queryFn: ({ signal }) => data(client.content.area(communicationCentreArea, undefined, { signal })),
      staleTime: 10 * 60_000,
    }),
};
