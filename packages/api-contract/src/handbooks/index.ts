export { deliveryInfoResponseSchema, currencyRatesResponseSchema, type DeliveryInfo, type CurrencyRates } from './handbooks';
