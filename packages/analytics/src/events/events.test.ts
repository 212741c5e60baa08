import { describe, expect, it } from 'vitest';
import { toAnalyticsItem, type ItemInput } from '../item';
import { addToWishlist, removeFromWishlist, selectItem, viewItem, viewItemList } from './catalog';
import { addPaymentInfo, addShippingInfo, beginCheckout, purchase } from './checkout';
import { selectPromotion, viewPromotion } from './promotion';
import { searchEvent } from './search';

const chain: ItemInput = { article: 'C-1', name: 'Цепь из золота', price: 15_000, inStock: true, quantity: 2 };
const earrings: ItemInput = { article: 'E-2', name: 'Серьги с сапфиром', price: 9990.5, inStock: true };
const item = toAnalyticsItem(chain, { brand: 'main', listName: 'Каталог', index: 0 });
const other = toAnalyticsItem(earrings, { brand: 'main' });

describe('catalogue events', () => {
  it('view_item_list carries the list name, optional id and items', () => {
    expect(viewItemList({ name: 'Каталог' }, [item, other])).toEqual({
      event: 'view_item_list',
      ecommerce: { item_list_name: 'Каталог', items: [item, other] },
    });
    expect(viewItemList({ name: 'Поиск', id: 'search' }, []).ecommerce).toEqual({
      item_list_name: 'Поиск',
      item_list_id: 'search',
      items: [],
    });
  });

  it('select_item carries the one item chosen', () => {
    expect(selectItem({ name: 'Каталог' }, item)).toEqual({
      event: 'select_item',
      ecommerce: { item_list_name: 'Каталог', items: [item] },
    });
  });

  it('view_item has currency and value = price × quantity', () => {
    expect(viewItem('RUB', item)).toEqual({ event: 'view_item', ecommerce: { currency: 'RUB', value: 30_000, items: [item] } });
  });

  it('wish-list add and remove (spec 1 §4)', () => {
    expect(addToWishlist('KZT', other)).toEqual({
      event: 'add_to_wishlist',
      ecommerce: { currency: 'KZT', value: 9990.5, items: [other] },
    });
    expect(removeFromWishlist('BYN', other).event).toBe('remove_from_wishlist');
    expect(removeFromWishlist('BYN', other).ecommerce.currency).toBe('BYN');
  });
});

describe('searchEvent (spec 1 §4 search-origin codes)', () => {
  it.each([
    ['redirect', 1],
    ['textSearch', 2],
    ['product', 3],
  ] as const)('origin %s is code %i', (origin, code) => {
    expect(searchEvent({ query: 'кольцо', origin })).toEqual({ event: 'search', search_term: 'кольцо', search_origin: code });
  });

  it('reports the sanitised term and an adopted correction', () => {
    expect(searchEvent({ query: '  rjkmwj 💍 ', origin: 'textSearch', correction: 'кольцо' })).toEqual({
      event: 'search',
      search_term: 'rjkmwj',
      search_origin: 2,
      search_correction: 'кольцо',
    });
  });

  it('sends nothing for a query that is never searched', () => {
    expect(searchEvent({ query: '   ', origin: 'textSearch' })).toBeNull();
    expect(searchEvent({ query: '%%%', origin: 'redirect' })).toBeNull();
  });

  it('omits an empty correction', () => {
    expect(searchEvent({ query: 'цепь', origin: 'product', correction: ' ' })).not.toHaveProperty('search_correction');
  });
});

describe('promotion events (spec 1 §3 banner)', () => {
  const banner = {
    id: 'spring-25',
    name: 'Весна',
    slot: 'main-slider-1',
    image: 'https://cdn.example/spring.jpg',
    url: '/promotions/spring/',
    creativeName: 'spring-desktop',
    promotionName: 'Весенняя распродажа',
  };
  const payload = {
    promotion_id: 'spring-25',
    promotion_name: 'Весенняя распродажа',
    creative_name: 'spring-desktop',
    creative_slot: 'main-slider-1',
    banner_name: 'Весна',
    banner_image: 'https://cdn.example/spring.jpg',
    banner_url: '/promotions/spring/',
  };

  it('view_promotion maps every banner field', () => {
    expect(viewPromotion(banner)).toEqual({ event: 'view_promotion', ecommerce: payload });
  });

  it('select_promotion maps every banner field', () => {
    expect(selectPromotion(banner)).toEqual({ event: 'select_promotion', ecommerce: payload });
  });
});

describe('checkout events', () => {
  const basket = { currency: 'RUB', items: [item, other], coupon: 'SPRING' } as const;

  it('begin_checkout sums the basket and keeps the coupon', () => {
    expect(beginCheckout(basket)).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'RUB', value: 39_990.5, coupon: 'SPRING', items: [item, other] },
    });
  });

  it('omits a blank coupon and honours an explicit value', () => {
    const event = beginCheckout({ currency: 'RUB', items: [item], coupon: '', value: 25_000 });
    expect(event.ecommerce).toEqual({ currency: 'RUB', value: 25_000, items: [item] });
  });

  it('add_shipping_info and add_payment_info add the chosen tier and type', () => {
    expect(addShippingInfo(basket, 'courier').ecommerce).toMatchObject({ shipping_tier: 'courier', value: 39_990.5 });
    expect(addShippingInfo(basket, 'courier').event).toBe('add_shipping_info');
    expect(addPaymentInfo(basket, 'sbp').ecommerce).toMatchObject({ payment_type: 'sbp', coupon: 'SPRING' });
    expect(addPaymentInfo(basket, 'sbp').event).toBe('add_payment_info');
  });

  it('purchase carries the order number and optional shipping and tax', () => {
    expect(purchase(basket, { transactionId: 'R-100200', shipping: 300 })).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'R-100200',
        currency: 'RUB',
        value: 39_990.5,
        coupon: 'SPRING',
        items: [item, other],
        shipping: 300,
      },
    });
    expect(purchase(basket, { transactionId: 'R-1', tax: 0 }).ecommerce).toMatchObject({ tax: 0 });
  });
});
