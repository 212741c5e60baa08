'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { authModalAtom, userStateAtom } from './atoms';
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
