'use client';

import { ApiProviders } from '@ornament/api-client/react/client';
import type { ContextTenant } from '@ornament/api-client';
import { type ModalSlot, ModalSlotContext, afterRelease } from '@ornament/ui-kit/modal-slot';
import { Provider as JotaiProvider, useAtom } from 'jotai';
import { type ReactNode, useCallback, useMemo } from 'react';
import { reportApiFailure } from '../analytics/errorReporting';
import { openModalAtom } from '../state/atoms';

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
      <ModalSlotProvider>
        <ApiProviders tenant={tenant} onError={reportApiFailure}>
          {children}
        </ApiProviders>
      </ModalSlotProvider>
    </JotaiProvider>
  );
}

/** Every ui-kit modal shares openModalAtom (spec 3 §4: one modal id at a time, cleared on close). */
function ModalSlotProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useAtom(openModalAtom);
  const claim = useCallback((id: string) => setCurrent(id), [setCurrent]);
  const release = useCallback((id: string) => setCurrent((held) => afterRelease(held, id)), [setCurrent]);
  const slot = useMemo<ModalSlot>(() => ({ current, claim, release }), [current, claim, release]);
  return <ModalSlotContext.Provider value={slot}>{children}</ModalSlotContext.Provider>;
}
