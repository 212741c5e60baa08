import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const attributes = {
  avatar: null, birthday: null, 'common-id': 'u-1', email: 'old@example.ru', 'mobile-push': false, name: null, patronymic: null, surname: null,
  phone: '79990000001', roles: [], segments: [], 'has-returns': false, gender: null, 'sms-subscribe': false, 'news-subscribe': false, iin: null,
};

describe('issue 19 finding 10: the profile’s confirmation code and e-mail link calls', () => {
  it('issue 19 finding 10: asks a confirmation code, and sends it as meta.code with the e-mail change and the first password', async () => {
    const fake = fakeFetch((url) =>
      url.includes('confirmation-code')
        ? json({ data: { type: 'code', attributes: { 'code-length': 6, channel: 'sms', 'resend-after': 60, 'expires-in': 300 } } })
        : url.includes('change-password')
          ? json({ data: { type: 'change-password', attributes: { 'has-password': true } } })
          : json({ data: { id: 'u-1', type: 'user', attributes }, meta: { 'has-password': false, 'pending-email': 'new@example.ru' } }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const sent = await client.profile.confirmationCode();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/profile/user/confirmation-code/');
    expect(fake.last().init.method).toBe('POST');
    expect(sent.type === 'data' && sent.data.data.attributes['code-length']).toBe(6);

    const saved = await client.profile.updateUser('u-1', { email: 'new@example.ru' }, undefined, { code: '123456' });
    expect(bodyOf(fake.last().init)).toEqual({ data: { id: 'u-1', type: 'user', attributes: { email: 'new@example.ru' } }, meta: { code: '123456' } });
    expect(saved.type === 'data' && saved.data.meta['pending-email']).toBe('new@example.ru');
    await client.profile.updateUser('u-1', { name: 'Анна' });
    expect(bodyOf(fake.last().init)).toEqual({ data: { id: 'u-1', type: 'user', attributes: { name: 'Анна' } } });

    await client.profile.changePassword({ password: 'jewel2026', confirm: 'jewel2026', code: '654321' });
    expect(bodyOf(fake.last().init)).toEqual({ data: { type: 'change-password', attributes: { password: 'jewel2026', 'password-confirm': 'jewel2026' } }, meta: { code: '654321' } });
  });

  it('issue 19 finding 10: confirms an e-mail with the link’s token', async () => {
    const fake = fakeFetch(() => json({ data: { type: 'email-confirmation', attributes: { email: 'new@example.ru' } } }));
    const answer = await createApiClient(testConfig(fake.fetch)).profile.confirmEmail('id.sig');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/profile/user/confirm-email/');
    expect(bodyOf(fake.last().init)).toEqual({ token: 'id.sig' });
    expect(answer.type === 'data' && answer.data.data.attributes.email).toBe('new@example.ru');
  });
});
