import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

const nnbsp = '\u202F';
const nbsp = '\u00A0';

describe('formatPrice', () => {
  it('prints each currency with its symbol after a no-break space', () => {
    expect(formatPrice(12990, 'RUB')).toBe(`12${nnbsp}990${nbsp}₽`);
    expect(formatPrice(45000, 'KZT')).toBe(`45${nnbsp}000${nbsp}₸`);
    expect(formatPrice(350, 'BYN')).toBe(`350${nbsp}Br`);
  });

  it('groups 4- and 7-digit amounts with a narrow no-break space', () => {
    expect(formatPrice(1000, 'RUB')).toBe(`1${nnbsp}000${nbsp}₽`);
    expect(formatPrice(1234567, 'RUB')).toBe(`1${nnbsp}234${nnbsp}567${nbsp}₽`);
    expect(formatPrice(999, 'RUB')).toBe(`999${nbsp}₽`);
  });

  it('reads the same as plain text once spaces are normalised', () => {
    expect(formatPrice(12990, 'RUB').replace(/\s/g, ' ')).toBe('12 990 ₽');
    expect(formatPrice(45000, 'KZT').replace(/\s/g, ' ')).toBe('45 000 ₸');
  });

  it('shows no decimals for whole amounts and two for fractions', () => {
    expect(formatPrice(12990.0, 'RUB')).toBe(`12${nnbsp}990${nbsp}₽`);
    expect(formatPrice(12990.5, 'RUB')).toBe(`12${nnbsp}990,50${nbsp}₽`);
    expect(formatPrice(0.99, 'BYN')).toBe(`0,99${nbsp}Br`);
    expect(formatPrice(1234.567, 'RUB')).toBe(`1${nnbsp}234,57${nbsp}₽`);
    // Floating noise below a kopeck is a whole amount.
    expect(formatPrice(0.1 + 0.2 + 99.7, 'RUB')).toBe(`100${nbsp}₽`);
  });

  it('prints zero and negative amounts', () => {
    expect(formatPrice(0, 'RUB')).toBe(`0${nbsp}₽`);
    expect(formatPrice(-4500, 'KZT')).toBe(`-4${nnbsp}500${nbsp}₸`);
    expect(formatPrice(-1234567.5, 'RUB')).toBe(`-1${nnbsp}234${nnbsp}567,50${nbsp}₽`);
  });

  it('uses no other white space than the two no-break spaces', () => {
    const printed = formatPrice(9876543.21, 'RUB');
    expect([...printed].filter((ch) => /\s/.test(ch)).every((ch) => ch === nnbsp || ch === nbsp)).toBe(true);
  });
});
