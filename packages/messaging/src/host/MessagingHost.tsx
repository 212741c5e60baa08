'use client';

// Always on the page, so kept tiny: once the session is known and the browser is idle, it loads the
// notification centre (./centre), which owns the bell's count, the modal, the live channel and the
// popups. Nothing of that is in a page's first load.
import { viewerIsGuestAtom, viewerKnownAtom } from '@ornament/shell/state';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useIdleOnce } from '@ornament/ui-kit/idle';

const MessagingCentre = lazy(() => import('../centre/MessagingCentre'));

export interface MessagingHostProps {
  /** The live channel (main brand only, spec 1 §6); the second brand's bell reads the list on load. */
  live: boolean;
}

export function MessagingHost({ live }: MessagingHostProps) {
  const known = useAtomValue(viewerKnownAtom);
  const isGuest = useAtomValue(viewerIsGuestAtom);
  const [idle, setIdle] = useState(false);
  useIdleOnce(() => setIdle(true));
  if (!idle || !known) return null;
  // Logging in or out starts a fresh centre: the other list, the other channel.
  return (
    <Suspense fallback={null}>
      <MessagingCentre key={isGuest ? 'guest' : 'signed-in'} isGuest={isGuest} live={live} />
    </Suspense>
  );
}
