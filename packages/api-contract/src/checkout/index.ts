export {
  checkoutErrorCodes,
  idempotencyKeyHeader,
  idempotencyKeyMaxLength,
  orderFieldPointer,
  orderFields,
  paymentDecisions,
  paymentProviders,
  thankYouPath,
  thankYouUrl,
  type CheckoutErrorCode,
  type OrderField,
  type PaymentDecision,
  type PaymentProviderId,
} from './constants';
export {
  buyerDeliverySchema,
  createdOrderSchema,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  purchaseItemSchema,
  purchasePayloadSchema,
  type BuyerDelivery,
  type OrderCreateBody,
  type OrderCreateInput,
  type OrderCreateResponse,
  type PurchasePayload,
} from './orderCreate';
export {
  paymentNotificationBodySchema,
  paymentNotificationParamsSchema,
  paymentParamsSchema,
  paymentSandboxBodySchema,
  paymentSandboxParamsSchema,
  type PaymentNotificationBody,
  type PaymentSandboxBody,
} from './payment';
export {
  advanceStatusCodes,
  orderAdvanceBodySchema,
  orderAdvanceResponseSchema,
  type OrderAdvanceBody,
  type OrderAdvanceResponse,
} from './orderAdvance';
