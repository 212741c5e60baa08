// paymentInfo (spec 3 §3): the country's payment methods; 'credit-sber' only when installment is
// available for the amount (domain installmentOf), described 'От {min} в месяц. Для клиентов банка.'.
import type { PaymentInfo } from '@ornament/api-contract';
import { type CountryCode, type CurrencyCode, formatPrice, installmentOf, orderTypes, paymentMethodsFor, sberInstallmentText } from '@ornament/domain';

const classes: Readonly<Record<string, string>> = {
  'card-online': 'card',
  sbp: 'sbp',
  'credit-sber': 'installment',
  kaspi: 'kaspi',
  'card-on-delivery': 'card',
  cash: 'cash',
};

export function paymentInfoOf(country: CountryCode, currency: CurrencyCode, amount: number, chosen: string | null): PaymentInfo {
  const installment = installmentOf(amount, country);
  const all = paymentMethodsFor(country).map((method) => ({
    method,
    isAvailable: method.code !== 'credit-sber' || installment !== null,
  }));
  const available = all.filter((entry) => entry.isAvailable);
  return {
    paymentMethod: chosen && available.some((entry) => entry.method.code === chosen) ? chosen : null,
    paymentMethods: available.map(({ method }) => ({
      id: method.code,
      class: classes[method.code] ?? 'card',
      title: method.label,
      description: method.code === 'credit-sber' && installment ? sberInstallmentText(formatPrice(installment.minPayment, currency)) : '',
      typeOrderSuggest: [...orderTypes],
    })),
    allPaymentSettings: all.map(({ method, isAvailable }) => ({ id: method.code, title: method.label, isAvailable })),
    minPaymentSberInstallment: installment?.minPayment ?? null,
  };
}
