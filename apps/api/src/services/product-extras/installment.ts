// Installment on the product page (spec 2 §7 installment-pay, §9 Sber text): Russia only.
import type { InstallmentInfo } from '@ornament/api-contract';
import { formatPrice, installmentOf, sberInstallmentText } from '@ornament/domain';
import { currencyOfCode } from '../catalog/productMapper';
import type { CatalogContext } from '../catalog/requestContext';

export function installmentInfo(price: number, context: CatalogContext): InstallmentInfo {
  const plan = installmentOf(price, context.country);
  const currency = currencyOfCode(context.currency);
  if (!plan) return { available: false, months: 0, min_payment: 0, text: '', currency };
  return { available: true, months: plan.months, min_payment: plan.minPayment, text: sberInstallmentText(formatPrice(plan.minPayment, context.currency)), currency };
}
