import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig, testContext } from '../testing/fakeFetch';

const task = {
  id: 2,
  type: 'ProductReview',
  attributes: { title: 'Оставьте отзыв', sticker: 'Новое', 'point-count': 200, image: '/img/t.svg', completed_image: '/img/t-done.svg', completed: false },
  message: 'Напишите отзыв о покупке',
  bonusAmount: 200,
  imageUrl: '/img/t.svg',
  completedAt: null,
  full: false,
};

const offer = {
  id: '7',
  type: 'personal',
  attributes: {
    coupon: 'ANNA15',
    'customer-id': 'u1',
    'date-expire': '2099-01-01T00:00:00Z',
    'discount-type': 'percent',
    'discount-value': 15,
    price: 8490,
    'promotion-description': 'Скидка на серьги',
    'promotion-id': 'p-1',
    'promotion-image': { desktop: '/d.svg', mobile: '/m.svg' },
    'promotion-name': 'Серьги со скидкой',
    'use-online': true,
    'use-retail': false,
    'promotion-promocode': { value: 'EARRINGS', text: 'Назовите на кассе' },
    'promotion-rules': { link: '/page/rules/' },
    'promotion-link': { link: '/jewelry-catalog/earrings/', text: 'К серьгам' },
  },
};

describe('loyalty calls', () => {
  it('read the tasks centre paths with the bonus currency header, never cached', async () => {
    const fake = fakeFetch(() => json({ data: [task] }));
    const client = createApiClient(testConfig(fake.fetch));
    const list = await client.loyalty.tasks();
    expect(list.type === 'data' && list.data.data[0]?.type).toBe('ProductReview');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/profile/tasks-center/');
    expect(fake.last().headers['x-currency-code']).toBe('RUB');
    expect(fake.last().init.cache).toBe('no-store');
    await client.loyalty.tasksCompleted();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/profile/tasks-center/completed/');
  });

  it('reads one completion by its event id', async () => {
    const fake = fakeFetch(() => json({ data: { ...task, completedAt: '2025-03-05T10:00:00Z' } }));
    const answer = await createApiClient(testConfig(fake.fetch)).loyalty.taskEvent(41);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/profile/tasks-center/event/41/');
    expect(answer.type === 'data' && answer.data.data.completedAt).toBe('2025-03-05T10:00:00Z');
  });

  it('answers bonuses for a task with the task, or found: false on 404 (spec 3 §8)', async () => {
    const found = fakeFetch(() => json({ data: task }));
    expect(await createApiClient(testConfig(found.fetch)).loyalty.task(2)).toEqual({ found: true, task });
    expect(found.last().url).toBe('http://api.test/api/sklv/v3/profile/tasks-center/task/2/');

    const missing = fakeFetch(() => json({ errors: [{ status: '404', code: 'not_found', detail: 'Задание не найдено' }] }, { status: 404 }));
    expect(await createApiClient(testConfig(missing.fetch)).loyalty.task(9)).toEqual({ found: false });
  });

  it('still throws on other failures of bonuses for a task', async () => {
    const refused = fakeFetch(() => json({ errors: [{ status: '401', code: 'unauthorized', detail: 'Войдите' }] }, { status: 401 }));
    await expect(createApiClient(testConfig(refused.fetch)).loyalty.task(2)).rejects.toMatchObject({ kind: 'http', status: 401 });
    const broken = fakeFetch(() => new Response('<html>', { status: 200 }));
    await expect(createApiClient(testConfig(broken.fetch)).loyalty.task(2)).rejects.toMatchObject({ kind: 'serialization' });
  });

  it('asks for personal offers by version, with filter[article] only when given', async () => {
    const fake = fakeFetch(() => json({ data: [offer], meta: { currency: 'RUB' } }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.loyalty.personalOffers(3);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/bonussystem/personal-offer/');
    const answer = await client.loyalty.personalOffers(4, '01-1234');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/bonussystem/personal-offer/?filter[article]=01-1234');
    expect(fake.last().headers['x-currency-code']).toBe('RUB');
    expect(answer.type === 'data' && answer.data.data[0]?.attributes.coupon).toBe('ANNA15');
  });

  it('sends KZT on the Kazakh storefront and RUB for a Belarusian one', async () => {
    const fake = fakeFetch(() => json({ data: { type: 'bonus-balance', attributes: { available: 0, pending: 0, stars: 0, currency: 'KZT', history: [] } } }));
    await createApiClient(testConfig(fake.fetch, { context: { ...testContext, countryCode: 'KZ', currencyCode: 'KZT' } })).loyalty.bonusBalance();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/bonussystem/balance/');
    expect(fake.last().headers['x-currency-code']).toBe('KZT');
    await createApiClient(testConfig(fake.fetch, { context: { ...testContext, countryCode: 'BY', currencyCode: 'BYN' } })).loyalty.bonusBalance().catch(() => undefined);
    expect(fake.last().headers['x-currency-code']).toBe('RUB');
  });

  it('reads the partner code', async () => {
    const fake = fakeFetch(() => json({ data: { type: 'code-partner', attributes: { code: 'ANNA-7K2', link: 'https://ornament.test/?partner=ANNA-7K2', bonusForFriend: 500 } } }));
    const answer = await createApiClient(testConfig(fake.fetch)).loyalty.codePartner();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/profile/code-partner/');
    expect(answer.type === 'data' && answer.data.data.attributes.code).toBe('ANNA-7K2');
  });
});
