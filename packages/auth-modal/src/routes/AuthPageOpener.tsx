'use client';

import { authModalMessages as m } from '@ornament/domain';
import { authRequestAtom } from '@ornament/shell/state';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { landingAfterLogin } from '../modal/afterLogin';
import { browserLandingInput } from '../modal/landing';
import { useUserState } from '../session/useUserState';

/**
 * The login and registration pages open the modal at once; the button opens it again after a close.
 * A shopper who arrives signed in goes straight to where the page would have taken them.
 */
export function AuthPageOpener() {
  const requestAuth = useSetAtom(authRequestAtom);
  const user = useUserState();
  // Decided once, for the state the page was opened in: a login made here finishes its own flow
  // (the registration step first), which then takes the shopper back.
  const decided = useRef(false);

  useEffect(() => {
    if (user.status !== 'fetched' || decided.current) return;
    decided.current = true;
    if (user.isGuest) {
      requestAuth((count) => count + 1);
      return;
    }
    window.location.replace(landingAfterLogin(browserLandingInput()));
  }, [user.status, user.isGuest, requestAuth]);

  return <Button onClick={() => requestAuth((count) => count + 1)}>{m.login}</Button>;
}
