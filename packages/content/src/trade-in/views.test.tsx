import type { StoresResponse } from '@ornament/api-contract';
import { tradeInMessages as m } from '@ornament/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalculationResult } from './CalculationResult';
import { TradeInStores } from './TradeInStores';

const store = {
  id: 3,
  type: 'store' as const,
  attributes: {
    code: 'ST-0003',
    name: 'Орнамент, ТРЦ «Галерея»',
    address: 'г. Москва, пр. Независимости, д. 25',
    city: 'Москва',
    'city-guid': '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    lat: 55.78,
    lon: 37.64,
    'store-type': 'retail',
    'point-types': ['retail', 'trade_in'],
    phone: '+7 800 332-89-09',
    metro: 'ВДНХ',
    services: ['Трейд-ин'],
    'opening-hours': {},
    'is-on-map': true,
  },
} as unknown as StoresResponse['data'][number];
const meta = (total: number) => ({ 'current-page': 1, 'page-count': 1, 'per-page': 20, 'total-count': total });

describe('CalculationResult', () => {
  it('shows the figures in the currency on status true, with the cap note when capped', () => {
    const html = renderToStaticMarkup(
      <CalculationResult result={{ status: true, currency: 'RUB', jewelryValue: 21070, productsTotal: 30000, credit: 15000, toPay: 15000, capped: true, maxCreditPercent: 50 }} />,
    );
    expect(html).toContain(m.credit);
    expect(html).toMatch(/21\s070\s₽/);
    expect(html).toContain(m.capNote(50));
  });

  it('shows the server message on status false', () => {
    const html = renderToStaticMarkup(<CalculationResult result={{ status: false, message: m.noProducts }} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain(m.noProducts);
  });
});

describe('TradeInStores', () => {
  it('lists the shops when total-count is above 0, and nothing otherwise', () => {
    const html = renderToStaticMarkup(<TradeInStores stores={{ data: [store], meta: meta(1) }} />);
    expect(html).toContain(m.storesTitle);
    expect(html).toContain('Орнамент, ТРЦ «Галерея»');
    expect(html).toContain('м. ВДНХ');
    expect(html).toContain('href="tel:+78003328909"');
    expect(renderToStaticMarkup(<TradeInStores stores={{ data: [], meta: meta(0) }} />)).toBe('');
    expect(renderToStaticMarkup(<TradeInStores stores={null} />)).toBe('');
  });
});
