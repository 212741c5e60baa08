// The store-service call groups (issue 8: promotions and the wheel, gift cards, forms, shop map,
// meta, product authentication, trade-in), gathered so the browser client loads them with one
// dynamic import: each import() site costs every page's first load a few hundred bytes, and these
// groups are used on their own pages only.
export { authenticityCalls } from './authenticity';
export { giftCardCalls } from './giftCards';
export { promotionCalls } from './promotions';
export { requestCalls } from './requests';
export { seoCalls } from './seo';
export { shopMapCalls } from './shopMap';
export { tradeInCalls } from './tradeIn';
