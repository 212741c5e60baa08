import type { ApiClient } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { loadProductExtras } from './loadProductExtras';

const ok = <T,>(data: T) => Promise.resolve({ type: 'data' as const, data, status: 200, headers: new Headers() });
const fail = () => Promise.reject(new Error('fetch error'));

function client(overrides: { sizes?: (article: string, params: { stores: boolean }) => Promise<unknown>; area?: (code: string) => Promise<unknown>; kit?: (urlCode: string, query: unknown) => Promise<unknown> } = {}): ApiClient {
  return {
    catalog: {
      sizes: overrides.sizes ?? (() => ok({ data: [{ size: '17', price: 1, old_price: null, quantity: 1, in_stock: true }] })),
      saleLabel: () => ok({ data: null }),
    },
    product: {
      installment: () => ok({ data: { available: false, months: 0, min_payment: 0, text: '', currency: { code: 'RUB', symbol: '₽', text: 'руб.' } } }),
      kit: overrides.kit ?? fail,
    },
    handbooks: { deliveryInfo: fail },
    content: { area: overrides.area ?? ((code: string) => ok({ data: { code, title: code, html: '', items: [] } })) },
  } as unknown as ApiClient;
}

describe('loadProductExtras', () => {
  it('gathers the parts and leaves failed ones empty', async () => {
    const extras = await loadProductExtras(client(), { article: 'A-1', url_code: 'a-1', is_sizeable: true });
    expect(extras.sizes?.[0]?.size).toBe('17');
    expect(extras.kit).toEqual([]);
    expect(extras.delivery).toBeNull();
    expect(extras.saleLabel).toBeNull();
    expect(Object.keys(extras.areas)).toContain('payment-info-kt');
  });

  it('S1.9.5: asks the complect a page of 10', async () => {
    const asked: unknown[] = [];
    const extras = await loadProductExtras(
      client({
        kit: (urlCode, query) => {
          asked.push([urlCode, query]);
          return ok({ data: [], meta: { url_code: urlCode, 'current-page': 1, 'per-page': 10, 'total-count': 0 } });
        },
      }),
      { article: 'A-1', url_code: 'a-1', is_sizeable: true },
    );
    expect(asked).toEqual([['a-1', { per_page: 10 }]]);
    expect(extras.kit).toEqual([]);
  });

  it('renders without sizes or areas when those calls fail', async () => {
    const extras = await loadProductExtras(client({ sizes: fail, area: (code) => (code === 'bnpl' ? fail() : ok({ data: { code, title: code, html: '', items: [] } })) }), { article: 'A-1', url_code: 'a-1', is_sizeable: true });
    expect(extras.sizes).toBeNull();
    expect(extras.areas.bnpl).toBeUndefined();
    expect(extras.areas.split?.code).toBe('split');
  });

  it("asks for the sizes' shops only where the page names them: a size picked, or a product without sizes", async () => {
    const asked: boolean[] = [];
    const sizes = (rows: string[]) => (article: string, params: { stores: boolean }) => {
      asked.push(params.stores);
      return ok({ data: rows.map((size) => ({ size, price: 1, old_price: null, quantity: 1, in_stock: true })) });
    };
    const sized = { article: 'A-1', url_code: 'a-1', is_sizeable: true };
    await loadProductExtras(client({ sizes: sizes(['17', '18']) }), sized);
    expect(asked.splice(0)).toEqual([false]);
    await loadProductExtras(client({ sizes: sizes(['17', '18']) }), sized, { size: '17' });
    expect(asked.splice(0)).toEqual([true]);
    await loadProductExtras(client({ sizes: sizes(['']) }), { ...sized, is_sizeable: false });
    expect(asked.splice(0)).toEqual([true]);
    // Flagged sizeable, yet its one row has no size: the page shows that row's shops.
    const extras = await loadProductExtras(client({ sizes: sizes(['']) }), sized);
    expect(asked.splice(0)).toEqual([false, true]);
    expect(extras.sizes?.[0]?.size).toBe('');
  });
});
