// Subscriptions (spec 3 §4, §7): the list with isChecked (mobile-push kept for the apps), toggles by a
// UserSubscriptionForm array, the profile flags mirrored both ways, and an e-mail's signed
// unsubscribe link that works without a login and cannot be forged.
import { paths, profileErrorCodes } from '@ornament/api-contract';
import { subscriptionKinds } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { unsubscribeToken } from '../../src/services/profile/unsubscribeToken';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type ErrorList, seedProfileFixtures, signedInAccount, userBody } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedProfileFixtures });
});
afterAll(async () => t?.close());

const devSecret = 'ornament-development-link-signing-secret';
type List = { data: { id: string; attributes: { isChecked: boolean; title: string } }[] };
const checked = (list: List) => Object.fromEntries(list.data.map((item) => [item.id, item.attributes.isChecked]));

describe('list and toggle', () => {
  it('lists every kind with defaults, mobile-push included', async () => {
    const a = await signedInAccount(t.app, t.db, { smsSubscribe: true });
    const response = await a.call({ method: 'GET', url: paths.subscriptions });
    expect(response.statusCode).toBe(200);
    const list = response.json<List>();
    expect(list.data.map((item) => item.id)).toEqual(subscriptionKinds.map((kind) => kind.code));
    expect(checked(list)).toEqual({ 'email-news': false, 'email-personal-offers': true, 'sms-news': true, 'order-status-sms': true, 'mobile-push': false });
    expect(list.data[0]?.attributes.title).toBe('Новости и акции по e-mail');
  });

  it('toggles kinds, answers the new list and mirrors the profile flags', async () => {
    const a = await signedInAccount(t.app, t.db);
    const response = await a.call({ method: 'POST', url: paths.subscriptions, payload: { data: [{ id: 'email-news', isChecked: true }, { id: 'order-status-sms', isChecked: false }] } });
    expect(response.statusCode).toBe(200);
    expect(checked(response.json<List>())).toMatchObject({ 'email-news': true, 'order-status-sms': false });
    const profile = await a.call({ method: 'GET', url: paths.user(a.id) });
    expect(profile.json()).toMatchObject({ data: { attributes: { 'news-subscribe': true } } });
    // The v3 PATCH of user/{id} flips the same flag the list shows.
    await a.call({ method: 'PATCH', url: paths.user(a.id), payload: userBody({ 'news-subscribe': false, 'sms-subscribe': true }) });
    expect(checked((await a.call({ method: 'GET', url: paths.subscriptions })).json<List>())).toMatchObject({ 'email-news': false, 'sms-news': true, 'order-status-sms': false });
  });

  it('refuses unknown kinds with 422 pointing at each, changing nothing', async () => {
    const a = await signedInAccount(t.app, t.db);
    const response = await a.call({ method: 'POST', url: paths.subscriptions, payload: { data: [{ id: 'email-news', isChecked: true }, { id: 'fax', isChecked: true }] } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ code: profileErrorCodes.unknownSubscription, source: { pointer: '/data/1/id' } }] });
    expect(checked((await a.call({ method: 'GET', url: paths.subscriptions })).json<List>())['email-news']).toBe(false);
    expect((await a.call({ method: 'POST', url: paths.subscriptions, payload: { data: [] } })).statusCode).toBe(400);
    expect((await a.call({ method: 'POST', url: paths.subscriptions, payload: { data: [{ id: 'sms-news', isChecked: 'yes' }] } })).statusCode).toBe(400);
  });

  it('answers 401 to guests', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.subscriptions })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: paths.subscriptions, payload: { data: [{ id: 'sms-news', isChecked: true }] } })).statusCode).toBe(401);
  });
});

describe('change-subscribes-mindbox', () => {
  it('turns off one e-mail topic without a login', async () => {
    const a = await signedInAccount(t.app, t.db, { newsSubscribe: true });
    const response = await t.app.inject({ method: 'POST', url: paths.changeSubscribesMindbox, payload: { token: unsubscribeToken(devSecret, a.id), topic: 'email-news' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { type: 'unsubscribe', attributes: { topics: ['email-news'] } } });
    const [row] = await t.db.select({ news: users.newsSubscribe }).from(users).where(eq(users.id, a.id));
    expect(row?.news).toBe(false);
  });

  it('turns off every e-mail kind when no topic is given, and only e-mail kinds', async () => {
    const a = await signedInAccount(t.app, t.db, { newsSubscribe: true, smsSubscribe: true });
    const response = await t.app.inject({ method: 'POST', url: paths.changeSubscribesMindbox, payload: { token: unsubscribeToken(devSecret, a.id) } });
    expect(response.json()).toMatchObject({ data: { attributes: { topics: ['email-news', 'email-personal-offers'] } } });
    expect(checked((await a.call({ method: 'GET', url: paths.subscriptions })).json<List>())).toMatchObject({ 'email-news': false, 'email-personal-offers': false, 'sms-news': true });
  });

  it('refuses forged, tampered, foreign-topic and malformed tokens with 403, and non-e-mail topics with 422', async () => {
    const a = await signedInAccount(t.app, t.db, { newsSubscribe: true });
    const b = await signedInAccount(t.app, t.db);
    const good = unsubscribeToken(devSecret, a.id, 'email-news');
    const forged = [
      unsubscribeToken('another-secret-of-enough-length-000000', a.id),
      good.replace(a.id, b.id),
      `${good}x`,
      'garbage',
      `${a.id}.*.`,
    ];
    for (const token of forged) {
      const response = await t.app.inject({ method: 'POST', url: paths.changeSubscribesMindbox, payload: { token } });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorList>().errors[0]?.code).toBe(profileErrorCodes.unsubscribeTokenInvalid);
    }
    const otherTopic = await t.app.inject({ method: 'POST', url: paths.changeSubscribesMindbox, payload: { token: good, topic: 'email-personal-offers' } });
    expect(otherTopic.statusCode).toBe(403);
    const sms = await t.app.inject({ method: 'POST', url: paths.changeSubscribesMindbox, payload: { token: unsubscribeToken(devSecret, a.id), topic: 'sms-news' } });
    expect(sms.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: paths.changeSubscribesMindbox, payload: {} })).statusCode).toBe(400);
    const [row] = await t.db.select({ news: users.newsSubscribe }).from(users).where(eq(users.id, a.id));
    expect(row?.news).toBe(true);
  });
});
