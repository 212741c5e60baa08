import {
  currencyRatesResponseSchema,
  type FilterSection,
  filtersResponseSchema,
  loginResponseSchema,
  orderDetailResponseSchema,
  type OrderSummary,
  ordersResponseSchema,
  profileResponseSchema,
  wheelResponseSchema,
} from '@ornament/api-contract';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { z } from 'zod';
import { resetRepairLog } from './repairLog';
import { tolerantParse } from './tolerantParse';

const call = { method: 'GET', path: '/api/x/?page=2' };

const section = (code: string, displayType: string): Omit<FilterSection, 'display_type'> & { display_type: string } => ({
  filter_code: code,
  name: code,
  display_type: displayType,
  fields: [{ value: 'gold', name: 'Золото', checked: false, sort: 1, link: '/jewelry-catalog/gold/', count: 3 }],
  has_selected: false,
  depended: false,
  clear_all: null,
  source: 'path',
  sort: 1,
});
const filtersMeta = { sort: [], 'total-count': 41, clear_all: '/jewelry-catalog/' };

const order = (id: number, overrides: Record<string, unknown> = {}): { id: number; type: string; attributes: Record<string, unknown> } => {
  const attributes: OrderSummary['attributes'] = {
    'order-number': `91000${id}`,
    'master-order-id': 900_000 + id,
    'created-at': '2024-05-01T10:00:00Z',
    status: 'N',
    'status-code': 'N',
    'display-state': 'new',
    'status-label': 'Новый',
    'status-colour': null,
    'delivery-type': 'courier',
    currency: 'RUB',
    total: 12_990,
    'items-count': 1,
    items: [{ article: '01-0001', 'url-code': 'ring-01-0001', name: 'Кольцо' }],
  };
  return { id, type: 'order', attributes: { ...attributes, ...overrides } };
};
const pageMeta = { 'current-page': 1, 'page-count': 1, 'per-page': 10, 'total-count': 3 };

let warn: MockInstance<typeof console.warn>;
let info: MockInstance<typeof console.info>;
beforeEach(() => {
  resetRepairLog();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('tolerantParse: extra fields', () => {
  it('parses an answer with fields the contract does not name, without a word', () => {
    const answer = { data: [{ ...section('metal', 'checkbox'), new_flag: true }], meta: { ...filtersMeta, experiment: 'b' }, links: {} };
    const result = tolerantParse(filtersResponseSchema, answer, call);
    expect(result.success).toBe(true);
    expect(result.data?.data[0]).not.toHaveProperty('new_flag');
    expect(warn).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('drops the unknown key of a strict object or of a record keyed by an enum, with one info line', () => {
    const rates = { data: { RUB: { value: 1, nominal: 1 }, KZT: { value: 0.2, nominal: 1 }, BYN: { value: 28, nominal: 1 }, USD: { value: 90, nominal: 1 } }, meta: { base: 'RUB', timestamp: 1 } };
    const result = tolerantParse(currencyRatesResponseSchema, rates, call);
    expect(result.success && Object.keys(result.data.data)).toEqual(['RUB', 'KZT', 'BYN']);
    tolerantParse(currencyRatesResponseSchema, rates, call);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toContain('"USD" at /data');

    const strict = z.object({ a: z.object({ b: z.string() }).strict() });
    expect(tolerantParse(strict, { a: { b: 'x', c: 1 } }, call).data).toEqual({ a: { b: 'x' } });
  });
});

describe('tolerantParse: unknown values', () => {
  it('drops an array element whose kind it does not know, and warns once', () => {
    const answer = { data: [section('metal', 'checkbox'), section('price', 'slider'), section('size', 'slider')], meta: filtersMeta };
    const result = tolerantParse(filtersResponseSchema, answer, call);
    expect(result.success && result.data.data.map((s) => s.filter_code)).toEqual(['metal']);
    tolerantParse(filtersResponseSchema, answer, call);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[api-client] GET /api/x/: unknown value "slider" at /data/1/display_type (the API knows more than this build); dropped the element /data/1',
    );
    // The caller's answer is not changed.
    expect(answer.data).toHaveLength(3);
  });

  it('reads an unknown value of a nullable field as null rather than hiding the order', () => {
    const answer = { data: [order(1), order(2, { 'status-colour': 'violet' })], meta: pageMeta };
    const result = tolerantParse(ordersResponseSchema, answer, call);
    expect(result.success && result.data.data.map((o) => [o.id, o.attributes['status-colour']])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"violet" at /data/1/attributes/status-colour (the API knows more than this build); /data/1/attributes/status-colour read as null');
  });

  it('leaves out an unknown value of an optional field', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.number(), badge: z.enum(['new', 'sale']).optional() })) });
    const result = tolerantParse(schema, { items: [{ id: 1, badge: 'sale' }, { id: 2, badge: 'gift' }] }, call);
    expect(result.data).toEqual({ items: [{ id: 1, badge: 'sale' }, { id: 2 }] });
    expect(result.data?.items[1]).not.toHaveProperty('badge');
    expect(warn.mock.calls[0]?.[0]).toContain('"gift" at /items/1/badge (the API knows more than this build); left out');
  });

  it('uses the declared stand-in of an enum (an order’s display-state reads as new)', () => {
    const answer = { data: [order(1, { 'display-state': 'on-the-moon' })], meta: pageMeta };
    const result = tolerantParse(ordersResponseSchema, answer, call);
    expect(result.success && result.data.data[0]?.attributes['display-state']).toBe('new');
    expect(warn.mock.calls[0]?.[0]).toContain('read as "new"');
  });

  it('tries once per field of a long list and drops every element with the unknown value', () => {
    const schema = z.array(z.object({ kind: z.enum(['ring', 'chain']) }));
    const parse = vi.spyOn(schema, 'safeParse');
    const answer = Array.from({ length: 72 }, (_, index) => ({ kind: index % 2 ? 'ring' : 'tiara' }));
    const result = tolerantParse(schema, answer, call);
    expect(result.data).toHaveLength(36);
    // The first parse, two tries on the first element's field (absent? null?), the final parse.
    expect(parse).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('rejects, without throwing, an unknown value of a required field with no stand-in', () => {
    const detail = { data: { ...order(1), attributes: { ...order(1).attributes, 'delivery-type': 'drone' } } };
    const result = tolerantParse(orderDetailResponseSchema, detail, call);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.join('.') === 'data.attributes.delivery-type')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects an unknown discriminator where the answer has no place to leave it out', () => {
    const result = tolerantParse(loginResponseSchema, { data: { type: 'passkey', attributes: {} } }, call);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_union', discriminator: 'type' });
  });

  it('drops an array element with an unknown discriminator', () => {
    const schema = z.object({ blocks: z.array(z.discriminatedUnion('type', [z.object({ type: z.literal('text'), text: z.string() }), z.object({ type: z.literal('image') })])) });
    const result = tolerantParse(schema, { blocks: [{ type: 'video', src: 'x' }, { type: 'text', text: 'a' }] }, call);
    expect(result.data).toEqual({ blocks: [{ type: 'text', text: 'a' }] });
  });

  it('never repairs the wheel’s prize kinds: a prize left out would turn the wheel to the wrong sector', () => {
    const prize = (id: number, kind: string) => ({ id, title: `Приз ${id}`, kind });
    const wheel = {
      data: {
        title: 'Колесо',
        description: '',
        'ended-at': null,
        finished: false,
        promotionParams: { slug: 'wheel', type: 'wheel' },
        prizes: [prize(1, 'promocode'), prize(2, 'certificate'), prize(3, 'empty')],
        spin: { prize: prize(2, 'certificate'), promocode: null },
      },
    };
    expect(tolerantParse(wheelResponseSchema, wheel, call).success).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects an answer that also breaks the contract in another way, with its original issues', () => {
    const profile = {
      data: {
        id: 'u1',
        type: 'user',
        isGuest: false,
        attributes: { gender: 'other', email: 5 },
      },
    };
    const result = tolerantParse(profileResponseSchema, profile, call);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.code === 'invalid_value')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not repair a literal that is not a string (a contract break, not a new value)', () => {
    const schema = z.object({ items: z.array(z.object({ deleted: z.literal(true) })) });
    expect(tolerantParse(schema, { items: [{ deleted: false }] }, call).success).toBe(false);
  });
});
