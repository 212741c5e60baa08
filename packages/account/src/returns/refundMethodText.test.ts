import { describe, expect, it } from 'vitest';
import { refundMethodText } from './refundMethodText';

describe('refundMethodText', () => {
  it('issue 19 finding 12: a transfer not yet paid says it will be paid to the given account', () => {
    expect(refundMethodText({ 'refund-method': 'transfer', 'refund-paid-at': null }, 'Europe/Moscow')).toBe('Переводом на указанный счёт');
  });

  it('issue 19 finding 12: a paid transfer says when, as a date in the shopper’s zone', () => {
    // 22:30 UTC is already the next day in Moscow.
    expect(refundMethodText({ 'refund-method': 'transfer', 'refund-paid-at': '2026-10-11T22:30:00.000Z' }, 'Europe/Moscow')).toBe('Переведено 12.10.26');
    expect(refundMethodText({ 'refund-method': 'transfer', 'refund-paid-at': '2026-10-11T22:30:00.000Z' }, 'UTC')).toBe('Переведено 11.10.26');
  });

  it('issue 19 finding 12: card and points refunds keep their wording', () => {
    expect(refundMethodText({ 'refund-method': 'card', 'refund-paid-at': null }, 'Europe/Moscow')).toBe('На карту, которой оплачен заказ');
    expect(refundMethodText({ 'refund-method': 'points', 'refund-paid-at': null }, 'Europe/Moscow')).toBe('Бонусами, звёздами или на подарочную карту');
  });
});
