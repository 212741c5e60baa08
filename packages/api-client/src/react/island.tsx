'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { makeQueryClient } from './queryClient';

export { makeQueryClient };

/**
 * React Query for one interactive part. The browser keeps one QueryClient for the page, so every
 * island shares one cache; only parts that fetch on the client pay for React Query, and they load
 * it with their own (lazy) code rather than every page loading it up front.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={makeQueryClient()}>{children}</QueryClientProvider>;
}
