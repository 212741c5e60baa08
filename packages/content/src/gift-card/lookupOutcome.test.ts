import { ApiClientError } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { cardOutcome, failureOutcome } from './lookupOutcome';

const card = { card: '2000100000000001', dateBlocked: null, dateExpire: null, isBlocked: false, price: 7500, status: 'active', type: 'electronic' };

const httpError = (status: number, detail: string) =>
  new ApiClientError({ kind: 'http', message: detail, method: 'GET', path: '/x', status, errors: [{ status: String(status), code: 'x', detail }] });

describe('gift card lookup outcome', () => {
  it('shows a card with a balance', () => {
    expect(cardOutcome({ card, decor: null }, '8 800 1000 750')).toEqual({ kind: 'card', view: { card, decor: null } });
  });

  it('sends a card without balance, or no card, to support', () => {
    const text = 'Карту нельзя использовать, обратитесь в службу клиентской поддержки: 8 800 1000 750';
    expect(cardOutcome({ card: { ...card, price: 0 }, decor: null }, '8 800 1000 750')).toEqual({ kind: 'message', text });
    expect(cardOutcome({ decor: null }, '8 800 1000 750')).toEqual({ kind: 'message', text });
  });

  it('says not found on 404 and keeps any other server message', () => {
    expect(failureOutcome(httpError(404, 'Not found'))).toEqual({ kind: 'message', text: 'Карта не найдена. Проверьте правильность введенных данных.' });
    expect(failureOutcome(httpError(422, 'Неверно введены символы с картинки'))).toEqual({ kind: 'message', text: 'Неверно введены символы с картинки' });
  });
});
