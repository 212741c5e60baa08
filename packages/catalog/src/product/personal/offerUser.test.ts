import { describe, expect, it } from 'vitest';
import { offerUserOf } from './offerUser';

const member = { id: '5f0c7a1e-2b3d-4c5e-8f90-a1b2c3d4e5f6', name: null, surname: null, phone: null, email: null, roles: [] };

describe('offer user', () => {
  it('S3.7.21: names a signed-in shopper’s own id, waits for their profile, and names nobody for a guest', () => {
    expect(offerUserOf({ status: 'fetched', isGuest: false, user: member }, true)).toEqual({ ready: true, userId: member.id });
    expect(offerUserOf({ status: 'loading', isGuest: true, user: null }, true)).toEqual({ ready: false });
    expect(offerUserOf({ status: 'loading', isGuest: true, user: null }, false)).toEqual({ ready: true, userId: undefined });
    expect(offerUserOf({ status: 'fetched', isGuest: true, user: member }, false)).toEqual({ ready: true, userId: undefined });
  });
});
