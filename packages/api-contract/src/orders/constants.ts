// Zod-free values of the orders calls, for browser bundles (re-exported by ./http).

/** Error codes of the orders and returns calls (JSON:API `errors[].code`). */
export const orderErrorCodes = {
  notCancellable: 'order_not_cancellable',
  paymentNotChangeable: 'order_payment_not_changeable',
  paymentMethodUnavailable: 'payment_method_unavailable',
  reserveNotProlongable: 'reserve_not_prolongable',
  notReturnable: 'order_not_returnable',
  returnQuantityExceeded: 'return_quantity_exceeded',
  returnNotCancellable: 'return_not_cancellable',
} as const;

/** Order types of the detail: an open order reads 'active', a completed one 'complete' (spec 3 §4). */
export const orderDetailTypes = ['active', 'complete'] as const;
export const deliveryTypes = ['courier', 'pickup', 'express'] as const;
