import { describe, expect, it } from 'vitest';
import { validateCheckout, type CheckoutValidationInput } from './validation';

const valid: CheckoutValidationInput = {
  isGuest: false,
  isCallCenterOperator: false,
  country: 'RU',
  buyer: { name: 'Анна', surname: 'Смирнова', phone: '+7 (999) 000-00-01', iin: '' },
  recipient: null,
  orderType: 'sim',
  hasPvz: false,
  hasPickupPlace: false,
  hasAddress: true,
  hasSavedAddresses: true,
  paymentMethod: 'card-online',
};
const messages = (input: Partial<CheckoutValidationInput>) => validateCheckout({ ...valid, ...input }).map((issue) => issue.message);

describe('checkout validation', () => {
  it('passes a complete courier checkout', () => {
    expect(validateCheckout(valid)).toEqual([]);
  });

  it('asks a guest to log in, and nothing else', () => {
    expect(validateCheckout({ ...valid, isGuest: true, paymentMethod: null })).toEqual([{ area: 'auth', message: 'Авторизуйтесь, чтобы продолжить оформление заказа' }]);
  });

  it('needs the buyer name, surname and phone', () => {
    expect(messages({ buyer: { ...valid.buyer, surname: ' ' } })).toEqual(['Заполните данные покупателя, чтобы продолжить оформление заказа']);
    expect(messages({ buyer: { ...valid.buyer, phone: '12' } })).toEqual(['Заполните данные покупателя, чтобы продолжить оформление заказа']);
  });

  it('needs a valid iin in KZ', () => {
    const kz = { country: 'KZ' as const, buyer: { ...valid.buyer, phone: '+7 701 000-00-04' } };
    expect(messages(kz)).toEqual(['Заполните данные покупателя, чтобы продолжить оформление заказа']);
    expect(messages({ ...kz, buyer: { ...kz.buyer, iin: '900101300017' } })).toEqual([]);
  });

  it('makes an operator add a recipient', () => {
    expect(validateCheckout({ ...valid, isCallCenterOperator: true })).toEqual([{ area: 'recipient', message: 'Заполните данные получателя, чтобы продолжить оформление заказа' }]);
    const recipient = { name: 'Иван', surname: 'Петров', phone: '+7 916 123-45-67', iin: '' };
    expect(messages({ isCallCenterOperator: true, recipient, buyer: { name: '', surname: '', phone: '', iin: '' } })).toEqual([]);
  });

  it('rejects an incomplete another-recipient', () => {
    expect(messages({ recipient: { name: 'Иван', surname: '', phone: '', iin: '' } })).toEqual(['Заполните данные получателя, чтобы продолжить оформление заказа']);
  });

  it('needs a receiving method: none chosen, or a pickup type without a store or pvz', () => {
    expect(messages({ orderType: null })).toEqual(['Для оформления заказа выберите способ получения']);
    expect(messages({ orderType: 'in_stock' })).toEqual(['Для оформления заказа выберите способ получения']);
    expect(messages({ orderType: 'in_stock', hasPickupPlace: true, hasAddress: false })).toEqual([]);
  });

  it('needs an address for sim or express without a pvz', () => {
    expect(messages({ hasAddress: false })).toEqual(['Для оформления заказа добавьте или выберите адрес доставки']);
    expect(messages({ orderType: 'express', hasAddress: false, hasSavedAddresses: false })).toEqual(['Для оформления заказа добавьте адрес доставки']);
    expect(messages({ orderType: 'sim', hasPvz: true, hasPickupPlace: true, hasAddress: false })).toEqual([]);
  });

  it('needs a payment method', () => {
    expect(messages({ paymentMethod: null })).toEqual(['Выберите способ оплаты, чтобы продолжить оформление заказа']);
  });
});
