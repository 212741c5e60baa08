'use client';

import { ApiProviders } from '@ornament/api-client/react/client';
import type { ContextTenant } from '@ornament/api-client';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { reportApiFailure } from '../analytics/errorReporting';

export interface ShellProvidersProps {
  /** Plain tenant data from the Server Component layout (only the fields the request context reads). */
  tenant: ContextTenant;
  children: ReactNode;
}

/**
 * The client-side context every storefront page needs: one jotai store per page tree (so server
 * renders never share UI state between shoppers) and the browser api client, whose failed calls
 * reach the error reporter (spec 1 §8).
 */
export function ShellProviders({ tenant, children }: ShellProvidersProps) {
  return (
    <JotaiProvider>
      <ApiProviders tenant={tenant} onError={reportApiFailure}>
        {children}
      </ApiProviders>
    </JotaiProvider>
  );
}
