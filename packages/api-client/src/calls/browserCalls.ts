// The call groups of the shop's everyday pages (home, catalogue, product, basket, checkout, the
// header's islands), in one chunk behind one import(). Split five ways, the groups each carried their
// own copy of what they share (the request layer, its tolerant parsing, the paths): the basket page
// loaded four copies, 61 kB of its scripts. Each call's schemas still load when it is first made.
export { authCalls } from './auth';
export { basketCalls } from './basket';
export { catalogCalls } from './catalog';
export { checkoutCalls } from './checkout';
export { contentCalls } from './content';
export { deliveryCalls } from './delivery';
export { favoriteCalls } from './favorites';
export { geoCalls } from './geo';
export { handbookCalls } from './handbooks';
export { loyaltyCalls } from './loyalty';
export { messagingCalls } from './messaging';
export { metaCalls } from './meta';
export { productCalls } from './product';
export { searchCalls } from './search';
export { request } from '../request';
export { browserFetch } from '../browserFetch';
