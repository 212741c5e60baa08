import { describe, expect, it } from 'vitest';
import { applyRoleFlags, dropSessionFlags, type FlagEnvironment, hasSignedInFlag } from './browserFlags';

function fakeEnvironment(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const session = new Map<string, string>();
  const env: FlagEnvironment = {
    readCookie: (name) => cookies.get(name),
    writeCookie: (name, value) => void cookies.set(name, value),
    removeCookie: (name) => void cookies.delete(name),
    session: { setItem: (key, value) => void session.set(key, value), removeItem: (key) => void session.delete(key) },
  };
  return { env, cookies, session };
}

describe('session flags', () => {
  it('reads the signed-in flag cookie', () => {
    expect(hasSignedInFlag(fakeEnvironment({ signed_in: '1' }).env)).toBe(true);
    expect(hasSignedInFlag(fakeEnvironment().env)).toBe(false);
  });

  it('an employee gets the staff-access cookie and the employee session flag', () => {
    const { env, cookies, session } = fakeEnvironment();
    applyRoleFlags(true, env);
    expect(cookies.get('staff_access')).toBe('1');
    expect(session.get('employee')).toBe('true');
  });

  it('a non-employee loses both', () => {
    const { env, cookies, session } = fakeEnvironment({ staff_access: '1' });
    session.set('employee', 'true');
    applyRoleFlags(false, env);
    expect(cookies.has('staff_access')).toBe(false);
    expect(session.has('employee')).toBe(false);
  });

  it('a failed profile read drops the signed-in flag and the employee flags', () => {
    const { env, cookies } = fakeEnvironment({ signed_in: '1', staff_access: '1' });
    dropSessionFlags(env);
    expect([...cookies.keys()]).toEqual([]);
  });

  it('blocked storage does not stop the cookie', () => {
    const { env, cookies } = fakeEnvironment();
    const blocked = { ...env, session: { setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined } };
    applyRoleFlags(true, blocked);
    expect(cookies.get('staff_access')).toBe('1');
  });
});
