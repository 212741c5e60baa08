import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../errors';

/**
 * The session's profile, read in the browser after hydration (pages stay cacheable). Login and
 * logout invalidate `authQueries.all()`; the session changes every per-user answer, so logout
 * clears the whole cache instead.
 */
export const authQueries = {
  all: () => ['auth'] as const,
  profile: (client: ApiClient) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'profile'] as const,
      queryFn: async ({ signal }) => unwrap(await client.auth.profile({ signal })),
      // The profile decides guest or not: never retried on a failure, which counts as a guest.
      retry: false,
      staleTime: 60_000,
    }),
};
