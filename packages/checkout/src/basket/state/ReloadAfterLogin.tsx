'use client';

import { userStateAtom } from '@ornament/auth-modal';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';

/**
 * On /basket/ the login modal closes at once (spec 3 §2) and the API merges the guest basket into
 * the account's: the page reads the basket again when a shopper the page knew as a guest signs in.
 * Part of the page's deferred code, which loads long before a shopper could finish logging in.
 */
export function ReloadAfterLogin({ onLogin }: { onLogin: () => void }) {
  const user = useAtomValue(userStateAtom);
  const wasGuest = useRef<boolean | null>(null);
  useEffect(() => {
    if (user.status !== 'fetched') return;
    if (wasGuest.current === true && !user.isGuest) onLogin();
    wasGuest.current = user.isGuest;
  }, [user, onLogin]);
  return null;
}
