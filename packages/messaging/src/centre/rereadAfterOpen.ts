import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the list again once a live socket is open, so that a message sent between the last read and
 * the open is not missed. A read already under way may have been answered before the socket opened:
 * invalidating alone would join it (React Query does not restart a first read), so it is cancelled
 * (nothing of it was shown yet) and a new one starts.
 */
export async function rereadAfterOpen(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
