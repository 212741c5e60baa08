import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const message = {
  id: 4,
  subject: 'task_center',
  viewed: false,
  sent_at: '2026-11-20T10:00:00.000Z',
  view_props: { title: 'Задание выполнено', description: 'Вам начислено 200 бонусов', link: '/personal/tasks-center/', url: '', raw_data: '{"task_id":2}' },
};

describe('messaging calls', () => {
  it('read the finished bell channel at the spec path', async () => {
    const fake = fakeFetch(() => json({ data: [message], meta: { unread: 1 } }));
    const client = createApiClient(testConfig(fake.fetch));
    const list = await client.messaging.list();
    expect(list.type === 'data' && list.data.meta.unread).toBe(1);
    expect(fake.last().url).toBe('http://api.test/api/serviceMsg/message/list?channel=bell&status=finished');
  });

  it('mark as viewed and delete by id with a POST body', async () => {
    const fake = fakeFetch(() => json({ data: { id: 4, unread: 0 } }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.messaging.markAsViewed(4);
    expect(fake.last().url).toBe('http://api.test/api/serviceMsg/message/mark-as-viewed');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ id: 4 });
    await client.messaging.remove(4);
    expect(fake.last().url).toBe('http://api.test/api/serviceMsg/message/delete');
  });

  it('reads the live channel token', async () => {
    const fake = fakeFetch(() => json({ data: { token: 'abc.def', expires_at: '2026-11-20T10:01:00.000Z' } }));
    const client = createApiClient(testConfig(fake.fetch));
    const token = await client.messaging.wsAuth();
    expect(token.type === 'data' && token.data.data.token).toBe('abc.def');
    expect(fake.last().url).toBe('http://api.test/api/serviceMsg/notification/ws-auth/');
  });

  it('refuses a list whose message lacks its fields (the contract check)', async () => {
    const fake = fakeFetch(() => json({ data: [{ id: 1 }], meta: { unread: 0 } }));
    const client = createApiClient(testConfig(fake.fetch));
    await expect(client.messaging.list()).rejects.toThrow();
  });
});
