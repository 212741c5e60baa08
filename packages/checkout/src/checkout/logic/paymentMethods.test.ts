import type { PaymentInfo } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { chosenPaymentMethod, offeredPaymentMethods } from './paymentMethods';

const info = (min: number | null, chosen: string | null = null): PaymentInfo => ({
  paymentMethod: chosen,
  paymentMethods: [
    { id: 'card-online', class: 'card', title: 'Картой онлайн', description: '', typeOrderSuggest: ['sim'] },
    { id: 'credit-sber', class: 'card', title: 'Рассрочка от Сбербанка', description: '', typeOrderSuggest: ['sim'] },
  ],
  allPaymentSettings: [],
  minPaymentSberInstallment: min,
});

describe('payment methods', () => {
  it('hides credit-sber when installment is not available', () => {
    expect(offeredPaymentMethods(info(null), 'RUB').map((m) => m.id)).toEqual(['card-online']);
  });

  it('shows credit-sber with the installment icon and the monthly text', () => {
    const sber = offeredPaymentMethods(info(2500), 'RUB').find((m) => m.id === 'credit-sber');
    expect(sber?.icon).toBe('installment');
    expect(sber?.description).toMatch(/^От 2.500.₽ в месяц\. Для клиентов банка\.$/);
  });

  it('keeps the chosen method only while it is offered', () => {
    expect(chosenPaymentMethod(info(null, 'credit-sber'), offeredPaymentMethods(info(null), 'RUB'))).toBeNull();
    expect(chosenPaymentMethod(info(100, 'credit-sber'), offeredPaymentMethods(info(100), 'RUB'))).toBe('credit-sber');
  });
});
