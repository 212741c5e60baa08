import type { ApiClient } from '@ornament/api-client';
import type { ContentArea } from '@ornament/api-contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { sampleProductDetail } from '../testing/sampleProductDetail';
import { loadProductExtras, type ProductExtras, showsGia } from './loadProductExtras';
import { ProductPage, type ProductPageMarket } from './ProductPage';

const ok = <T,>(data: T) => Promise.resolve({ type: 'data' as const, data, status: 200, headers: new Headers() });
const fail = () => Promise.reject(new Error('fetch error'));
const area = (code: string, title: string, items: Partial<ContentArea['items'][number]>[] = [], html = `<p>${title}</p>`): ContentArea => ({
  code,
  title,
  html,
  items: items.map((item, sort) => ({ id: `${code}-${sort}`, title: '', text: null, html: null, link: null, image: null, sort, ...item })),
});

function client(area: (code: string) => Promise<unknown>): ApiClient {
  return {
    catalog: { sizes: fail, saleLabel: fail },
    product: { installment: fail, kit: fail },
    handbooks: { deliveryInfo: fail },
    content: { area },
  } as unknown as ApiClient;
}

describe('the product page’s areas fetched by code', () => {
  it('S2.7.10: asks for the quality slides always and for gia only when the page explains the certificate', async () => {
    const asked = vi.fn((code: string) => ok({ data: area(code, code) }));
    const plain = await loadProductExtras(client(asked), { article: 'A-1', url_code: 'a-1', is_sizeable: true });
    expect(asked.mock.calls.map(([code]) => code)).toContain('quality-garantee-slides-media');
    expect(asked.mock.calls.map(([code]) => code)).not.toContain('gia');
    expect(plain.areas['quality-garantee-slides-media']?.code).toBe('quality-garantee-slides-media');
    asked.mockClear();
    const diamonds = await loadProductExtras(client(asked), { article: 'A-1', url_code: 'a-1', is_sizeable: true }, { gia: true });
    expect(asked.mock.calls.map(([code]) => code)).toContain('gia');
    expect(diamonds.areas.gia?.code).toBe('gia');
  });

  it('S2.7.10: the GIA note goes with diamond pieces of the diamond brand', () => {
    const diamonds = { inserts: [{ url_code: 'brilliant', name: 'Бриллиант', count: 1, weight: 0.05, color_code: '#fff' }] };
    const topaz = { inserts: [{ url_code: 'topaz', name: 'Топаз', count: 1, weight: 1, color_code: '#0af' }] };
    expect(showsGia('diamant', diamonds)).toBe(true);
    expect(showsGia('main', diamonds)).toBe(false);
    expect(showsGia('diamant', topaz)).toBe(false);
  });

  it('S2.7.10: draws gia as a disclosure after the quality guarantee, and the quality slides under the list', () => {
    const extras: ProductExtras = {
      sizes: null,
      installment: null,
      kit: [],
      saleLabel: null,
      delivery: null,
      areas: {
        'quality-garantee-media': area('quality-garantee-media', 'Гарантия качества'),
        gia: area('gia', 'Сертификат GIA', [{ title: 'Проверить сертификат на сайте GIA', link: 'https://www.gia.edu/report-check-landing' }], '<p>Cut, Color, Clarity, Carat</p>'),
        'quality-garantee-slides-media': area('quality-garantee-slides-media', 'Почему нам доверяют', [
          { title: 'Собственное производство', text: 'С 1996 года', image: '/api/sklv/v4/content/picture/diamond.svg' },
          { title: 'Гарантия 12 месяцев', html: '<p>В любом магазине</p>', image: 'https://evil.example/x.svg' },
        ], ''),
      },
    };
    const market: ProductPageMarket = { brand: 'diamant', brandIndex: 3, russia: true, splitPayment: false, onlinePaymentOffer: false, origin: 'https://diamant.ru' };
    const html = renderToStaticMarkup(<ProductPage product={sampleProductDetail()} extras={extras} market={market} />);
    expect(html).toMatch(/<summary[^>]*>Сертификат GIA<\/summary>/);
    expect(html).toContain('href="https://www.gia.edu/report-check-landing"');
    expect(html.indexOf('>Гарантия качества<')).toBeLessThan(html.indexOf('>Сертификат GIA<'));
    expect(html).toMatch(/<section[^>]*aria-labelledby="area-quality-garantee-slides-media"/);
    expect(html).toContain('Собственное производство');
    expect(html).toContain('<p>В любом магазине</p>');
    expect(html).toContain('src="/api/sklv/v4/content/picture/diamond.svg"');
    expect(html).not.toContain('evil.example');
    expect(html.indexOf('>Сертификат GIA<')).toBeLessThan(html.indexOf('Почему нам доверяют'));
  });

  it('S2.7.10: without the slides area the page has no empty slides block', () => {
    const extras: ProductExtras = { sizes: null, installment: null, kit: [], saleLabel: null, delivery: null, areas: {} };
    const market: ProductPageMarket = { brand: 'main', brandIndex: 0, russia: true, splitPayment: true, onlinePaymentOffer: true, origin: 'https://ornament.ru' };
    expect(renderToStaticMarkup(<ProductPage product={sampleProductDetail()} extras={extras} market={market} />)).not.toContain('area-quality-garantee-slides-media');
  });
});
