// Flags the browser keeps for the session (spec 3 §4, §6): the readable signed-in flag the API sets,
// the staff-access cookie the request layer turns into the staff-access header on every call, and
// the `employee` session flag of the employee discount. Storage and cookies come in as parameters so
// the rules are tested without a browser.
import { contextCookies } from '@ornament/api-contract/http';
import { sessionStorageKeys } from '@ornament/domain';

export interface FlagEnvironment {
  readCookie(name: string): string | undefined;
  writeCookie(name: string, value: string): void;
  removeCookie(name: string): void;
  session: Pick<Storage, 'setItem' | 'removeItem'> | undefined;
}

export function hasSignedInFlag(env: Pick<FlagEnvironment, 'readCookie'>): boolean {
  return env.readCookie(contextCookies.signedIn) === '1';
}

/** Employees get the corporate-merch access flag and the employee session flag; anyone else loses both. */
export function applyRoleFlags(isEmployee: boolean, env: FlagEnvironment): void {
  try {
    if (isEmployee) env.session?.setItem(sessionStorageKeys.employee, 'true');
    else env.session?.removeItem(sessionStorageKeys.employee);
  } catch {
    // storage blocked: the cookie below still carries the access flag
  }
  if (isEmployee) env.writeCookie(contextCookies.staffAccess, '1');
  else env.removeCookie(contextCookies.staffAccess);
}

/** A failed profile read means no signed-in session: the flag goes, and so do the employee flags. */
export function dropSessionFlags(env: FlagEnvironment): void {
  env.removeCookie(contextCookies.signedIn);
  applyRoleFlags(false, env);
}

const yearSeconds = 365 * 24 * 60 * 60;

/** The real browser's cookies and sessionStorage. */
export function browserFlagEnvironment(readCookie: (name: string) => string | undefined): FlagEnvironment {
  let session: Storage | undefined;
  try {
    session = window.sessionStorage;
  } catch {
    session = undefined;
  }
  return {
    readCookie,
    writeCookie: (name, value) => {
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${yearSeconds}; samesite=lax`;
    },
    removeCookie: (name) => {
      document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
    },
    session,
  };
}
