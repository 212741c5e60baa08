'use client';

import { readDocumentCookie } from '@ornament/api-client';
import { useAtomValue, useSetAtom } from 'jotai';
import { authModalAtom, userStateAtom } from './atoms';
import { hasSignedInFlag } from './browserFlags';
import type { UserState } from './userState';

/** The session's user: guest or not, loading or fetched, and the roles checkout needs. */
export function useUserState(): UserState {
  return useAtomValue(userStateAtom);
}

/** Opens the login modal (a 'sign in' link anywhere on the page). */
export function useOpenAuthModal(): () => void {
  const setStart = useSetAtom(authModalAtom);
  return () => setStart({});
}

/**
 * Whether the viewer is a guest at this moment: the loaded state once there is one, before that the
 * signed-in flag cookie (the profile loads when the browser is idle; a click may come first).
 */
export function isGuestNow(user: UserState): boolean {
  if (user.status === 'fetched') return user.isGuest;
  return !hasSignedInFlag({ readCookie: (name) => readDocumentCookie(name) });
}
