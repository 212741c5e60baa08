import { describe, expect, it } from 'vitest';
import { initialFilterNames, tileUrlOf } from './pageInputs';

describe('shop map page inputs', () => {
  it('starts with Premium and flagship filters, when the area offers them, in the area’s order', () => {
    expect(initialFilterNames(['Флагманские магазины', 'Партнёрские магазины', 'Premium магазины'])).toEqual(['Флагманские магазины', 'Premium магазины']);
    expect(initialFilterNames(['Пункты трейд-ин'])).toEqual([]);
  });

  it('uses only an http(s) tile template', () => {
    expect(tileUrlOf(' https://tiles.example/{z}/{x}/{y}.png ')).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(tileUrlOf(undefined)).toBeNull();
    expect(tileUrlOf('')).toBeNull();
    expect(tileUrlOf('javascript:alert(1)')).toBeNull();
  });
});
