import type { ContentArea, ProductSize } from '@ornament/api-contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleProductDetail } from '../testing/sampleProductDetail';
import type { ProductExtras } from './loadProductExtras';
import { ProductPage, type ProductPageMarket } from './ProductPage';

const size = (label: string, quantity: number): ProductSize => ({ size: label, price: 45_990, old_price: 52_990, quantity, in_stock: quantity > 0 });
const area = (code: string, title: string): ContentArea => ({ code, title, html: `<p>${title}</p>`, items: [] });

const extras: ProductExtras = {
  sizes: [size('16', 0), size('17', 3)],
  installment: { available: true, months: 6, min_payment: 7_665, text: 'От 7 665 ₽ в месяц. Для клиентов банка.', currency: { code: 'RUB', symbol: '₽', text: 'руб.' } },
  kit: [],
  saleLabel: { sticker_text: '−13%', sticker_background_color: '#c00', sticker_description: 'Скидка до конца недели' },
  areas: { 'payment-info-kt': area('payment-info-kt', 'Оплата'), split: area('split', 'Сплит'), 'product-trade-in': area('product-trade-in', 'Trade-in') },
  delivery: null,
};
const russia: ProductPageMarket = { brand: 'main', brandIndex: 0, russia: true, splitPayment: true, onlinePaymentOffer: true, origin: 'https://ornament.ru' };
const render = (requestedSize?: string, market = russia) => renderToStaticMarkup(<ProductPage product={sampleProductDetail()} extras={extras} market={market} requestedSize={requestedSize} />);

describe('ProductPage', () => {
  it('asks for a size and links every size with it in the query', () => {
    const html = render();
    expect(html).toContain('Выберите размер');
    expect(html).toContain('href="/product/1004467/?size=17"');
    expect(html).toContain('aria-label="Размер 16, нет в наличии"');
    expect(html).not.toContain('Сообщить о поступлении');
  });

  it('shows the picked size, its stock label and installment; a sold-out size offers back-in-stock', () => {
    const picked = render('17');
    expect(picked).toContain('aria-current="true"');
    expect(picked).toContain('Осталось 3 шт');
    expect(picked).toContain('От 7 665 ₽ в месяц. Для клиентов банка.');
    expect(picked).toContain('−13%');
    expect(picked).not.toContain('Premium'); // diamonds, but not above 50 000
    expect(picked).not.toContain('Выберите размер');
    const soldOut = render('16');
    expect(soldOut).toContain('Этого размера нет в наличии');
    expect(soldOut).toContain('Сообщить о поступлении');
    expect(soldOut).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  it('leaves split and trade-in out outside Russia', () => {
    const html = render('17', { ...russia, brandIndex: 1, russia: false, splitPayment: false, onlinePaymentOffer: false });
    expect(html).toContain('Оплата');
    expect(html).not.toContain('Сплит');
    expect(html).not.toContain('Trade-in');
  });
  it('S2.9.8: the cached price sits in the line the live price replaces in place; S2.7.3: a line is kept for the city', () => {
    const picked = render('17');
    const line = /<div id="product-price"[^>]*aria-live="polite"[^>]*><span class="[^"]+">(.*?)<\/span><\/div>/.exec(picked);
    expect(line?.[1]).toMatch(/45\s990/);
    expect(picked).toMatch(/<p id="product-availability"[^>]*><\/p>/);
    // A sold-out size has no stock line, so nothing about the city is said there.
    expect(render('16')).not.toContain('id="product-availability"');
  });
});
