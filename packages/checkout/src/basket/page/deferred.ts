// The part of the basket page that can wait until the basket is there, in one chunk out of the
// page's first load: the checkout panel (its blocks, form rules, reference cities, points map), the
// options beside the totals, the suggestions below (upsell, gift packaging), the begin_checkout
// event and the reload after a login.
export { CheckoutPanel } from '../../checkout/CheckoutPanel';
export { pushBeginCheckout } from '../analytics/beginCheckout';
export { BasketOptions } from '../options/BasketOptions';
export { BasketSuggestions } from '../suggestions/BasketSuggestions';
export { ReloadAfterLogin } from '../state/ReloadAfterLogin';
