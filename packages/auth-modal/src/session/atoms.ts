import { viewerIsGuestAtom, viewerKnownAtom } from '@ornament/shell/state';
import { atom } from 'jotai';
import { type UserEvent, type UserState, initialUserState, nextUserState } from './userState';

/** The session's user (spec 3 §4 "User state"); read it with `useUserState()`. */
export const userStateAtom = atom<UserState>(initialUserState);

/** Applies a user event; the shell's guest seam (header, auth banner) follows it. */
export const userEventAtom = atom(null, (get, set, event: UserEvent) => {
  const next = nextUserState(get(userStateAtom), event);
  set(userStateAtom, next);
  set(viewerIsGuestAtom, next.isGuest);
  set(viewerKnownAtom, next.status === 'fetched');
});

export { authModalAtom, type ModalStart } from './modalAtom';
