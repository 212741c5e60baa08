import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';
import { limits } from '@ornament/domain';
import { isApiClientError } from '../errors';

/** Spec 1 §9: unused query data is kept 60 s. */
export const defaultGcTime = limits.queryCacheUnusedMs;
/** Above zero so data rendered on the server is not fetched again right after hydration. */
export const defaultStaleTime = 60_000;
const maxRetries = 2;

/** Only failures a retry can fix: the network, or the server's own 5xx. A 4xx or a contract break stays. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (!isApiClientError(error)) return false;
  return error.kind === 'network' || (error.status !== undefined && error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: defaultStaleTime, gcTime: defaultGcTime, retry: shouldRetry },
      dehydrate: {
        // Pending queries are dehydrated too, so a server prefetch can stream into the client.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

// Checked per call rather than once at import (as TanStack's `isServer` is), so one module can serve both.
const onServer = () => typeof window === 'undefined';

/**
 * A fresh client per call on the server (one shopper's data must never reach another's page), one
 * client for the whole page in the browser (React may throw away state during a suspense render).
 */
export function makeQueryClient(): QueryClient {
  if (onServer()) return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
