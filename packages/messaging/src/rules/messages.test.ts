import type { ContentArea, Message } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { fromBell, fromContent, mergeMessages, newestId, newestUnviewedContent, targetOf, taskIdOf, unreadCount, withPushed } from './messages';

const bell = (id: number, sentAt: string, extra: Partial<Message> = {}, raw: string | null = null): Message => ({
  id,
  subject: 'service',
  viewed: false,
  sent_at: sentAt,
  view_props: { title: `Сообщение ${id}`, description: '', link: '', url: '', raw_data: raw },
  ...extra,
});

const area: ContentArea = {
  code: 'communication-center',
  title: 'Новости',
  html: '',
  items: [
    { id: '7', title: 'Доставка', text: 'Бесплатно от 5 000 ₽', html: null, link: '/delivery-terms/', image: null, sort: 1 },
    { id: '8', title: 'Задания', text: null, html: null, link: null, image: null, sort: 2 },
  ],
};

describe('taskIdOf', () => {
  it.each([
    ['{"task_id":3}', 3],
    ['{"task_id":"4"}', 4],
    ['{"task_id":-1}', null],
    ['{"task_id":1.5}', null],
    ['{"other":1}', null],
    ['[1,2]', null],
    ['null', null],
    ['{broken', null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, id) => expect(taskIdOf(raw)).toBe(id));

  it('reads a task only from task_center messages, whatever raw_data holds', () => {
    expect(fromBell(bell(1, '2026-11-01T00:00:00Z', { subject: 'task_center' }, '{"task_id":2}')).taskId).toBe(2);
    expect(fromBell(bell(1, '2026-11-01T00:00:00Z', { subject: 'service' }, '{"task_id":2}')).taskId).toBeNull();
    expect(fromBell(bell(1, '2026-11-01T00:00:00Z', { subject: 'task_center' }, '<html>')).taskId).toBeNull();
  });
});

describe('the merged list', () => {
  const list = mergeMessages(
    [bell(1, '2026-11-01T00:00:00Z', { viewed: true }), bell(2, '2026-11-03T00:00:00Z')].map(fromBell),
    fromContent(area, ['7']),
  );

  it('puts bell messages newest first, then content messages with their viewed ids from the browser', () => {
    expect(list.map((message) => message.key)).toEqual(['bell:2', 'bell:1', 'content:7', 'content:8']);
    expect(list.map((message) => message.viewed)).toEqual([false, true, true, false]);
    expect(unreadCount(list)).toBe(2);
  });

  it('pops up the newest content message not yet viewed', () => {
    expect(newestUnviewedContent(list)?.key).toBe('content:8');
    expect(newestUnviewedContent(fromContent(area, ['7', '8']))).toBeNull();
  });

  it('puts a pushed message on top once', () => {
    const pushed = fromBell(bell(3, '2026-11-04T00:00:00Z'));
    const once = withPushed(list, pushed);
    expect(once[0]?.key).toBe('bell:3');
    expect(withPushed(once, pushed)).toHaveLength(once.length);
  });
});

describe('targetOf', () => {
  it('follows in-shop links and https urls only', () => {
    expect(targetOf({ link: '/personal/orders/', url: '' })).toBe('/personal/orders/');
    expect(targetOf({ link: '', url: 'https://example.ru/a' })).toBe('https://example.ru/a');
    expect(targetOf({ link: '//evil.example', url: 'javascript:alert(1)' })).toBe('');
  });
});

describe('newestId', () => {
  it('is the highest id of the list, where a live socket resumes; null for an empty list', () => {
    expect(newestId([{ id: 12 }, { id: 40 }, { id: 7 }])).toBe(40);
    expect(newestId([])).toBeNull();
  });
});
