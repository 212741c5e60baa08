import { describe, expect, it } from 'vitest';
import { displayStateOf, isOrderStatusCode, orderStatusCodes, orderStatusColourOf, orderStatusColours, orderStatusOf, orderStatusTable } from './statuses';

describe('order statuses', () => {
  it.each([
    ['N', 'new'],
    ['A', 'confirmed'],
    ['T', 'ready'],
    ['S', 'send'],
    ['R', 'reserved'],
    ['J', 'rejected'],
    ['C', 'annuled'],
    ['F', 'completed'],
    ['B', 'completed'],
    ['cancel in progress', 'cancel'],
    ['not paid', 'payment'],
  ])('%s → %s', (code, state) => {
    expect(displayStateOf(code)).toBe(state);
  });

  it('every code has a Russian label and the table covers every code', () => {
    expect(Object.keys(orderStatusTable).sort()).toEqual([...orderStatusCodes].sort());
    for (const code of orderStatusCodes) expect(orderStatusTable[code].label).toMatch(/^[А-ЯЁ][а-яё ]+$/);
  });

  it('colours use only the spec tokens', () => {
    expect(orderStatusColours).toEqual(['payment', 'annuled', 'rejected', 'overdue', 'cancel', 'completed', 'reserved']);
    expect(orderStatusOf('not paid').colour).toBe('payment');
    expect(orderStatusOf('C').colour).toBe('annuled');
    expect(orderStatusOf('J').colour).toBe('rejected');
    expect(orderStatusOf('cancel in progress').colour).toBe('cancel');
    expect(orderStatusOf('F').colour).toBe('completed');
    expect(orderStatusOf('B').colour).toBe('completed');
    expect(orderStatusOf('R').colour).toBe('reserved');
    expect(orderStatusOf('N').colour).toBeNull();
  });

  it('an expired reservation shows overdue', () => {
    expect(orderStatusColourOf('R', { reservationExpired: true })).toBe('overdue');
    expect(orderStatusColourOf('T', { reservationExpired: true })).toBe('overdue');
    expect(orderStatusColourOf('R')).toBe('reserved');
    expect(orderStatusColourOf('F', { reservationExpired: true })).toBe('completed');
  });

  it('an unknown code reads as new', () => {
    expect(isOrderStatusCode('X')).toBe(false);
    expect(displayStateOf('X')).toBe('new');
    expect(isOrderStatusCode('not paid')).toBe(true);
  });
});
