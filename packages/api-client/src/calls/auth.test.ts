import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const attributes = {
  avatar: null,
  birthday: null,
  'common-id': 'c-1',
  email: null,
  'mobile-push': false,
  name: 'Анна',
  patronymic: null,
  surname: null,
  phone: '79990000001',
  roles: [],
  segments: [],
  'has-returns': false,
  gender: null,
  'sms-subscribe': false,
  'news-subscribe': false,
  iin: null,
};
const user = { id: '12', type: 'user', attributes, meta: { hint: 'registration' } };
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe('auth calls', () => {
  it('send-code posts the phone, the resend flag and the captcha answer as JSON:API', async () => {
    const fake = fakeFetch(() => json({ data: { type: 'code', attributes: { 'code-length': 6, channel: 'sms', 'resend-after': 60, 'expires-in': 300 } } }));
    const client = createApiClient(testConfig(fake.fetch));
    const answer = await client.auth.sendCode({ phone: '+7 (999) 000-00-01', captcha: { uid: 'u-1', answer: 'ab12' } });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/profile/user/send-code/');
    expect(bodyOf(fake.last().init)).toEqual({ data: { type: 'send-code', attributes: { phone: '+7 (999) 000-00-01', uid_captcha: 'u-1', code_captcha: 'ab12' } } });
    expect(answer.type === 'data' && answer.data.data.type).toBe('code');
    await client.auth.sendCode({ phone: '79990000001', resend: true });
    expect(bodyOf(fake.last().init)).toEqual({ data: { type: 'send-code', attributes: { phone: '79990000001', resend: true } } });
  });

  it('login sends the code and the subscriptions; the answer keeps the registration hint', async () => {
    const fake = fakeFetch(() => json({ data: user }));
    const answer = await createApiClient(testConfig(fake.fetch)).auth.login({ phone: '79990000001', code: '123456', smsSubscribe: true, newsSubscribe: false });
    expect(bodyOf(fake.last().init)).toEqual({ data: { type: 'login', attributes: { phone: '79990000001', code: '123456', 'sms-subscribe': true, 'news-subscribe': false } } });
    expect(answer.type === 'data' && answer.data.data.type === 'user' && answer.data.data.meta?.hint).toBe('registration');
  });

  it('a wrong code is an http error carrying the codes the modal maps', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '422', code: 'invalid_code', detail: 'Неверный код', source: { pointer: '/data/attributes/code' } }] }, { status: 422 }));
    await expect(createApiClient(testConfig(fake.fetch)).auth.login({ phone: '79990000001', code: '000000' })).rejects.toMatchObject({
      kind: 'http',
      errors: [{ code: 'invalid_code' }],
    });
  });

  it('ticket login, e-mail login, restore, captcha and profile use their paths', async () => {
    const fake = fakeFetch((url) => {
      if (url.endsWith('/captcha/')) return json({ data: { type: 'captcha', attributes: { uid_captcha: '6f1c3a8e-1b2c-4d5e-8f90-123456789abc', image: 'data:image/svg+xml;base64,' } } });
      if (url.endsWith('/v5/profile/')) return json({ data: { id: '12', type: 'user', isGuest: false, attributes } });
      return json({ data: user });
    });
    const client = createApiClient(testConfig(fake.fetch));
    await client.auth.loginByTicket('t 1');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/user/login-by-mindbox-ticket/?ticket=t%201');
    await client.auth.loginByEmail('a@b.ru', 'secret');
    expect(bodyOf(fake.last().init)).toEqual({ data: { type: 'login-by-email', attributes: { email: 'a@b.ru', password: 'secret' } } });
    await client.auth.restore('tok');
    expect(fake.last()).toMatchObject({ url: 'http://api.test/api/sklv/v3/profile/user/restore/', init: { method: 'POST' } });
    const captcha = await client.auth.captcha();
    expect(captcha.type === 'data' && captcha.data.data.type).toBe('captcha');
    const profile = await client.auth.profile();
    expect(profile.type === 'data' && profile.data.data.isGuest).toBe(false);
  });

  it('logout accepts an empty 204 or the new guest profile', async () => {
    let empty = true;
    const fake = fakeFetch(() => (empty ? new Response(null, { status: 204 }) : json({ data: { id: '13', type: 'user', isGuest: true, attributes } })));
    const client = createApiClient(testConfig(fake.fetch));
    expect(await client.auth.logout()).toMatchObject({ type: 'data', data: null });
    expect(fake.last()).toMatchObject({ url: 'http://api.test/api/sklv/v3/profile/user/logout-cookie-and-create-fake-user/', init: { method: 'POST' } });
    empty = false;
    const guest = await client.auth.logout();
    expect(guest.type === 'data' && guest.data?.data.isGuest).toBe(true);
  });
});
