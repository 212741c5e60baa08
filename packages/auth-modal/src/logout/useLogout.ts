'use client';

import { readDocumentCookie } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { logoutMessages } from '@ornament/domain';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { userEventAtom } from '../session/atoms';
import { browserFlagEnvironment, dropSessionFlags } from '../session/browserFlags';

/**
 * Logout (spec 3 §4, §7 logout-cookie-and-create-fake-user) resets the whole global state: the user
 * becomes a guest at once, then the page loads anew, which drops every jotai value, the React Query
 * cache and any per-user module state. A personal page has nothing to show a guest: it goes home.
 */
export function useLogout() {
  const client = useApiClient();
  const dispatch = useSetAtom(userEventAtom);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function logout() {
    setPending(true);
    setError(null);
    try {
      await client.auth.logout();
    } catch {
      setPending(false);
      setError(logoutMessages.failed);
      return;
    }
    dispatch({ type: 'loggedOut' });
    dropSessionFlags(browserFlagEnvironment((name) => readDocumentCookie(name)));
    const { makeQueryClient } = await import('@ornament/api-client/react/query');
    makeQueryClient().clear();
    if (window.location.pathname.startsWith('/personal/')) window.location.assign('/');
    else window.location.reload();
  }

  return { logout, pending, error };
}
