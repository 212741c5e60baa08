// The user state (spec 3 §4 "User state"): a guest by default and loading; a profile answer makes a
// non-guest fetched; a failure makes a guest and drops the session flag; logout resets to a guest.
// Without the flag cookie nobody is signed in, so there is no request at all.
import { roles as roleNames } from '@ornament/api-contract/http';

export interface SessionUser {
  id: string;
  name: string | null;
  surname: string | null;
  phone: string | null;
  email: string | null;
  roles: readonly string[];
}

export interface UserState {
  isGuest: boolean;
  status: 'loading' | 'fetched';
  user: SessionUser | null;
  /** Orders on behalf of a customer (spec 3 §6), read by checkout. */
  isCallCenterOperator: boolean;
  /** Any `employee_{product}` role: the staff-access flag and the employee discount. */
  isEmployee: boolean;
}

export const initialUserState: UserState = { isGuest: true, status: 'loading', user: null, isCallCenterOperator: false, isEmployee: false };

export type UserEvent =
  | { type: 'noSessionFlag' }
  | { type: 'profileLoaded'; user: SessionUser }
  | { type: 'profileFailed' }
  | { type: 'loggedIn'; user: SessionUser }
  | { type: 'loggedOut' };

const guest: UserState = { ...initialUserState, status: 'fetched' };

export function isEmployeeRole(role: string): boolean {
  return role.startsWith(roleNames.employeePrefix) && role.length > roleNames.employeePrefix.length;
}

export function nextUserState(_state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'noSessionFlag':
    case 'profileFailed':
    case 'loggedOut':
      return guest;
    case 'profileLoaded':
    case 'loggedIn':
      return {
        isGuest: false,
        status: 'fetched',
        user: event.user,
        isCallCenterOperator: event.user.roles.includes(roleNames.callCenterOperator),
        isEmployee: event.user.roles.some(isEmployeeRole),
      };
  }
}

interface UserResourceLike {
  id: string;
  attributes: { name: string | null; surname: string | null; phone: string | null; email: string | null; roles: readonly string[] };
}

/** The session user out of a profile or login answer's resource. */
export function sessionUserOf(resource: UserResourceLike): SessionUser {
  const { name, surname, phone, email, roles } = resource.attributes;
  return { id: resource.id, name, surname, phone, email, roles: [...roles] };
}
