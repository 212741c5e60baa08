import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const view = {
  card: { card: '2000100000000001', dateBlocked: null, dateExpire: '2029-12-31T20:59:59.000Z', isBlocked: false, price: 7500, status: 'active', type: 'electronic' },
  decor: { code: 'birthday', name: 'С днём рождения', image: '/gift-card/decors/birthday.svg' },
};

describe('gift card and request calls', () => {
  it('look a card up with the captcha token in the query, never cached', async () => {
    const fake = fakeFetch(() => json(view));
    const answer = await createApiClient(testConfig(fake.fetch)).giftCards.view(' 2000100000000001 ', 'uid:ab3k');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/gift-card/view/2000100000000001/?captchaToken=uid%3Aab3k');
    expect(fake.last().init.cache).toBe('no-store');
    expect(answer.type === 'data' && answer.data.card.price).toBe(7500);
  });

  it('buy a card by POST', async () => {
    const fake = fakeFetch(() => json({ data: { purchaseId: '0f8fad5b-d9cb-469f-a165-70867728950e', paymentUrl: '/pay/' } }));
    const body = { nominal: 5000, decor: 'classic', recipient: { name: 'Мария', phone: '+79161234567', email: 'm@example.ru' }, sendLater: false, note: '' };
    await createApiClient(testConfig(fake.fetch)).giftCards.create(body);
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual(body);
  });

  it('wrap the corporate request as a GiftCardsRequests document and send the franchise captcha in the query', async () => {
    const fake = fakeFetch(() => json({ data: { type: 'GiftCardsRequests', id: '1' }, message: 'ok' }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.requests.giftCardsRequest({ company: 'ООО', contactName: 'Елена', phone: '+79991112233', email: 'e@x.ru', quantity: 5, nominal: 5000, comment: '' });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/gift-cards-request/create/');
    expect(JSON.parse(String(fake.last().init.body)).data.type).toBe('GiftCardsRequests');
    const franchise = fakeFetch(() => json({ message: 'Заявка успешно отправлена' }));
    await createApiClient(testConfig(franchise.fetch)).requests.franchise({ name: 'И', phone: '1', email: 'e', city: 'К', message: '' }, 'uid:x');
    expect(franchise.last().url).toBe('http://api.test/api/sklv/v5/diamant-franchise/?captchaToken=uid%3Ax');
  });
});
