// The basket page's call groups (basket, checkout, delivery), loaded by the browser in one chunk.
export { basketCalls } from './basket';
export { checkoutCalls } from './checkout';
export { deliveryCalls } from './delivery';
