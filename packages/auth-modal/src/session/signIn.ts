import { readDocumentCookie } from '@ornament/api-client';
import { applyRoleFlags, browserFlagEnvironment } from './browserFlags';
import { type SessionUser, type UserEvent, isEmployeeRole } from './userState';

/** A login or a profile answer: the user state and the role flags follow it (spec 3 §4, §6). */
export function signIn(user: SessionUser, dispatch: (event: UserEvent) => void, type: 'loggedIn' | 'profileLoaded' = 'loggedIn'): void {
  dispatch({ type, user });
  applyRoleFlags(user.roles.some(isEmployeeRole), browserFlagEnvironment((name) => readDocumentCookie(name)));
}
