// Payment methods offered at checkout (spec 3 §3 paymentInfo, §5 "Other rules"): 'credit-sber' only
// when installment is available, described as 'От {min} в месяц. Для клиентов банка.'.
import type { PaymentInfo, PaymentMethodEntry } from '@ornament/api-contract';
import { formatPrice, sberInstallmentText, type CurrencyCode } from '@ornament/domain';

export const sberInstallmentId = 'credit-sber';

export interface OfferedPaymentMethod extends PaymentMethodEntry {
  /** Icon class; the installment icon for credit-sber. */
  icon: string;
}

export function offeredPaymentMethods(info: PaymentInfo, currency: CurrencyCode): OfferedPaymentMethod[] {
  const installment = info.minPaymentSberInstallment;
  return info.paymentMethods.flatMap((method): OfferedPaymentMethod[] => {
    if (method.id !== sberInstallmentId) return [{ ...method, icon: method.class }];
    if (installment === null || installment <= 0) return [];
    return [{ ...method, icon: 'installment', description: sberInstallmentText(formatPrice(installment, currency)) }];
  });
}

/** The chosen method, only while it is still offered. */
export function chosenPaymentMethod(info: PaymentInfo, offered: readonly OfferedPaymentMethod[]): string | null {
  return info.paymentMethod !== null && offered.some((method) => method.id === info.paymentMethod) ? info.paymentMethod : null;
}
