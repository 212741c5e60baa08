import { describe, expect, it } from 'vitest';
import { initialUserState, isEmployeeRole, nextUserState, sessionUserOf } from './userState';

const user = (roles: string[] = []) => ({ id: '12', name: 'Анна', surname: 'Смирнова', phone: '79990000001', email: null, roles });

describe('user state (spec 3 §4)', () => {
  it('is a guest and loading by default', () => {
    expect(initialUserState).toMatchObject({ isGuest: true, status: 'loading', user: null });
  });

  it('without the session flag: a fetched guest', () => {
    expect(nextUserState(initialUserState, { type: 'noSessionFlag' })).toMatchObject({ isGuest: true, status: 'fetched' });
  });

  it('a profile answer makes a fetched non-guest; a failure a fetched guest', () => {
    const loaded = nextUserState(initialUserState, { type: 'profileLoaded', user: user() });
    expect(loaded).toMatchObject({ isGuest: false, status: 'fetched', user: { id: '12' } });
    expect(nextUserState(initialUserState, { type: 'profileFailed' })).toMatchObject({ isGuest: true, status: 'fetched', user: null });
  });

  it('login signs in; logout resets to a guest', () => {
    const signed = nextUserState(initialUserState, { type: 'loggedIn', user: user(['call_center_operator']) });
    expect(signed).toMatchObject({ isGuest: false, isCallCenterOperator: true, isEmployee: false });
    expect(nextUserState(signed, { type: 'loggedOut' })).toEqual({ ...initialUserState, status: 'fetched' });
  });

  it('reads the roles (spec 3 §6)', () => {
    expect(nextUserState(initialUserState, { type: 'loggedIn', user: user(['employee_jewelry']) })).toMatchObject({ isEmployee: true, isCallCenterOperator: false });
    expect(isEmployeeRole('employee_watches')).toBe(true);
    expect(isEmployeeRole('employee_')).toBe(false);
    expect(isEmployeeRole('call_center_operator')).toBe(false);
  });

  it('takes the session user out of a resource', () => {
    const attributes = { name: 'Анна', surname: null, phone: '79990000001', email: 'a@b.ru', roles: ['employee_jewelry'] };
    expect(sessionUserOf({ id: '7', attributes })).toEqual({ id: '7', name: 'Анна', surname: null, phone: '79990000001', email: 'a@b.ru', roles: ['employee_jewelry'] });
  });
});
