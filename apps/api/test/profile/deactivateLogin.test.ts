// Deleting the account through the profile, then the phone login: the code login answers a restore
// offer (spec 3 §2 restore mode) instead of signing in, and the old session is worth nothing.
import { paths } from '@ornament/api-contract';
import { authLimits } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAreaItems, contentAreas } from '../../src/db/schema';
import { client, freshPhone, latestCode, testClock } from '../auth/helpers';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedProfileFixtures } from './accounts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedProfileFixtures, now: clock.now });
});
afterAll(async () => t?.close());

describe('deactivate, then log in again', () => {
  it('signs in by code, deletes the account, and the next code login is offered restore', async () => {
    const phone = freshPhone();
    const shopper = client(t.app);
    await shopper.sendCode(phone);
    const login = await shopper.login(phone, await latestCode(t.db, phone));
    expect(login.json()).toMatchObject({ data: { type: 'user' } });
    const id = login.json<{ data: { id: string } }>().data.id;
    expect((await shopper.call({ method: 'GET', url: paths.user(id) })).statusCode).toBe(200);

    const [reason] = await t.db.select({ id: contentAreaItems.id }).from(contentAreaItems).innerJoin(contentAreas, eq(contentAreas.id, contentAreaItems.areaId)).where(eq(contentAreas.code, 'reasons-deletion')).limit(1);
    const deleted = await shopper.call({ method: 'POST', url: paths.deactivate, payload: { id: String(reason!.id), message: '' } });
    expect(deleted.statusCode).toBe(200);
    expect(shopper.cookies.has('signed_in')).toBe(false);
    expect((await shopper.call({ method: 'GET', url: paths.profile })).json()).toMatchObject({ data: { isGuest: true } });

    const again = client(t.app);
    clock.advance(authLimits.resendCooldownSeconds);
    await again.sendCode(phone);
    const second = await again.login(phone, await latestCode(t.db, phone));
    expect(second.json()).toMatchObject({ data: { type: 'restore', attributes: { phone } } });
  });
});
