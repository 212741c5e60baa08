'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';
import { createBrowserApiClient } from '../browserClient';
import type { ApiClient } from '../client';
import type { ClientConfig } from '../config';
import type { ContextTenant } from '../context';

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

/**
 * The browser ApiClient for a storefront's client side. React Query is not here: the parts that
 * fetch on the client wrap themselves in `QueryIsland` (`@ornament/api-client/react/query`).
 */
export function ApiProviders({ tenant, baseUrls, onError, children }: ApiProvidersProps) {
  const [client] = useState(() => createBrowserApiClient(tenant, { baseUrls: baseUrls ?? {}, ...(onError ? { onError } : {}) }));
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
