'use client';

import { readDocumentCookie } from '@ornament/api-client';
import { contextCookies } from '@ornament/api-contract/http';
import { viewerIsGuestAtom } from '@ornament/shell/state';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

const PartnerPanel = lazy(() => import('./PartnerPanel'));

const noSubscription = () => () => undefined;
const readSignedIn = () => readDocumentCookie(contextCookies.signedIn) === '1';

/**
 * The programme page's personal slot. The page itself is the same for everyone; in the browser a
 * signed-in shopper (the readable session flag, or the auth host after a login here) gets their
 * balance and partner code, loaded with their code only then; anyone else keeps the invitation.
 */
export function BonusSystemPersonal({ guest }: { guest: ReactNode }) {
  const isGuest = useAtomValue(viewerIsGuestAtom);
  const flagged = useSyncExternalStore(noSubscription, readSignedIn, () => false);
  if (isGuest && !flagged) return guest;
  return (
    <Suspense fallback={null}>
      <PartnerPanel />
    </Suspense>
  );
}
