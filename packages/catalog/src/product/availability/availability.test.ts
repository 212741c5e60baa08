import { describe, expect, it } from 'vitest';
import { availabilityText, whenText } from './availability';

describe('availabilityText', () => {
  it('S2.7.3: shops of the city holding it, and picking up today', () => {
    expect(availabilityText({ stores_count: 2, nearest_delivery: { order_type: 'in_stock', days: 0, date: '2026-03-05' } })).toBe('В 2 магазинах вашего города · забрать в магазине сегодня');
    expect(availabilityText({ stores_count: 1, nearest_delivery: { order_type: 'in_stock', days: 1, date: '2026-03-06' } })).toBe('В 1 магазине вашего города · забрать в магазине завтра');
  });

  it('S2.7.3: held only elsewhere: the nearest delivery with its date', () => {
    expect(availabilityText({ stores_count: 0, nearest_delivery: { order_type: 'sim', days: 2, date: '2026-03-07' } })).toBe('Доставка курьером 7 марта');
    expect(availabilityText({ stores_count: 0, nearest_delivery: { order_type: 'pvz', days: 4, date: '2026-12-01' } })).toBe('Привезём в пункт выдачи 1 декабря');
  });

  it('S2.7.3: nothing to say when no shop holds it and nothing can bring it', () => {
    expect(availabilityText({ stores_count: 0, nearest_delivery: null })).toBeNull();
  });

  it('whenText: today, tomorrow, then the day of the month', () => {
    expect(whenText({ days: 0, date: '2026-01-01' })).toBe('сегодня');
    expect(whenText({ days: 1, date: '2026-01-02' })).toBe('завтра');
    expect(whenText({ days: 5, date: '2026-05-09' })).toBe('9 мая');
  });
});
