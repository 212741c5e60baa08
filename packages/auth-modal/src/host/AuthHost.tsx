'use client';

// Always on the page, so kept tiny: it opens the modal on the shell's auth request and, once the
// browser is idle after hydration, loads the session code. The modal, its forms, the session state
// and the auth calls all load with `import()` when needed.
import { useApiClient } from '@ornament/api-client/react/client';
import type { CountryCode } from '@ornament/domain';
import { authRequestAtom } from '@ornament/shell/state';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { authModalAtom } from '../session/modalAtom';
import { useIdleOnce } from '@ornament/ui-kit/idle';

const AuthModal = lazy(() => import('../modal/AuthModal'));

export interface AuthHostProps {
  /** The storefront's country: the phone field's mask and rules. */
  country: CountryCode;
}

export function AuthHost({ country }: AuthHostProps) {
  const client = useApiClient();
  const store = useStore();
  const requests = useAtomValue(authRequestAtom);
  const [start, setStart] = useAtom(authModalAtom);

  useEffect(() => {
    if (requests > 0) setStart({});
  }, [requests, setStart]);

  useIdleOnce(() => {
    void import('../session/loadSession').then(({ loadSession }) => loadSession(client, store));
  });

  if (!start) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal country={country} start={start} onClose={() => setStart(null)} />
    </Suspense>
  );
}
