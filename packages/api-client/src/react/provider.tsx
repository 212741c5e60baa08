'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { type ApiClient, createBrowserApiClient } from '../client';
import { type ClientConfig } from '../config';
import { type ContextTenant } from '../context';
import { makeQueryClient } from './queryClient';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient() needs an <ApiClientProvider> (or <ApiProviders>) above it');
  return client;
}

export interface ApiProvidersProps {
  /** Plain data, so a Server Component layout can pass it. */
  tenant: ContextTenant;
  /** Per-service base URLs for the browser; same origin ('') when left out. */
  baseUrls?: ClientConfig['baseUrls'];
  onError?: ClientConfig['onError'];
  children: ReactNode;
}

/** Everything a storefront's client side needs: the page's QueryClient and a browser ApiClient. */
export function ApiProviders({ tenant, baseUrls, onError, children }: ApiProvidersProps) {
  const [client] = useState(() => createBrowserApiClient(tenant, { baseUrls: baseUrls ?? {}, ...(onError ? { onError } : {}) }));
  // Not in state: the browser singleton survives a suspended first render, the server makes one per request.
  const queryClient = makeQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
