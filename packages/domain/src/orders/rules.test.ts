import { describe, expect, it } from 'vitest';
import { isPaymentMethodFor, paymentMethodsFor } from './payments';
import {
  canCancel,
  canChangePayment,
  canProlongReserve,
  canReturn,
  cancelOutcome,
  effectiveStatusCode,
  isReservationExpired,
  pageCountOf,
  prolongedReserve,
  returnDeadline,
  statusGroupOf,
  type OrderState,
} from './rules';

const now = new Date('2026-11-23T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const order = (overrides: Partial<OrderState> = {}): OrderState => ({
  status: 'N',
  cancelInProgress: false,
  paid: true,
  deliveryType: 'courier',
  reserveUntil: null,
  reserveProlonged: false,
  completedAt: null,
  ...overrides,
});

describe('status groups', () => {
  it('puts final codes in completed and the rest in active', () => {
    expect(['F', 'B', 'C', 'J'].map(statusGroupOf)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(['N', 'A', 'T', 'S', 'R'].map(statusGroupOf)).toEqual(['active', 'active', 'active', 'active', 'active']);
  });

  it('shows cancel in progress and not paid only on open orders', () => {
    expect(effectiveStatusCode({ status: 'A', cancelInProgress: true, paid: true, paymentMethod: 'card-online' })).toBe('cancel in progress');
    expect(effectiveStatusCode({ status: 'N', cancelInProgress: false, paid: false, paymentMethod: 'card-online' })).toBe('not paid');
    expect(effectiveStatusCode({ status: 'N', cancelInProgress: false, paid: false, paymentMethod: 'cash' })).toBe('N');
    expect(effectiveStatusCode({ status: 'C', cancelInProgress: true, paid: false, paymentMethod: 'card-online' })).toBe('C');
  });
});

describe('cancelling', () => {
  it('allows N, A, R and T once, never S or final orders', () => {
    for (const status of ['N', 'A', 'R', 'T']) expect(canCancel(order({ status }))).toBe(true);
    for (const status of ['S', 'F', 'B', 'C', 'J']) expect(canCancel(order({ status }))).toBe(false);
    expect(canCancel(order({ cancelInProgress: true }))).toBe(false);
  });

  it('annuls unpaid orders at once and waits for a refund on paid ones', () => {
    expect(cancelOutcome({ paid: false })).toBe('annul');
    expect(cancelOutcome({ paid: true })).toBe('cancel in progress');
  });
});

describe('payment and reserve', () => {
  it('changes the payment only of unpaid open orders', () => {
    expect(canChangePayment(order({ paid: false }))).toBe(true);
    expect(canChangePayment(order({ paid: true }))).toBe(false);
    expect(canChangePayment(order({ paid: false, status: 'C' }))).toBe(false);
  });

  it('offers installments only in Russia', () => {
    expect(isPaymentMethodFor('credit-sber', 'RU')).toBe(true);
    expect(isPaymentMethodFor('credit-sber', 'KZ')).toBe(false);
    expect(paymentMethodsFor('KZ').map((m) => m.code)).toContain('kaspi');
  });

  it('prolongs a live pickup reserve once by three days', () => {
    const live = order({ status: 'R', deliveryType: 'pickup', reserveUntil: new Date(now.getTime() + day) });
    expect(canProlongReserve(live, now)).toBe(true);
    expect(canProlongReserve({ ...live, reserveProlonged: true }, now)).toBe(false);
    expect(canProlongReserve({ ...live, reserveUntil: new Date(now.getTime() - 1) }, now)).toBe(false);
    expect(canProlongReserve({ ...live, deliveryType: 'courier' }, now)).toBe(false);
    expect(prolongedReserve(new Date('2026-11-24T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(isReservationExpired({ ...live, reserveUntil: new Date(now.getTime() - 1) }, now)).toBe(true);
  });
});

describe('returns', () => {
  it('accepts returns of completed orders for 14 days after completion', () => {
    const completed = order({ status: 'F', completedAt: new Date(now.getTime() - 13 * day) });
    expect(canReturn(completed, now)).toBe(true);
    expect(returnDeadline(completed)?.getTime()).toBe(completed.completedAt!.getTime() + 14 * day);
    expect(canReturn({ ...completed, completedAt: new Date(now.getTime() - 15 * day) }, now)).toBe(false);
    expect(canReturn({ ...completed, status: 'C' }, now)).toBe(false);
    expect(canReturn(order({ status: 'B', completedAt: null }), now)).toBe(false);
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 10)).toBe(0);
    expect(pageCountOf(21, 10)).toBe(3);
  });
});
