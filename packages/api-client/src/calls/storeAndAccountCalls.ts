// The call groups of the store-service pages (promotions, gift cards, forms, the shop map, trade-in,
// authenticity, SEO) and of the personal area (orders, returns, profile, reviews): loaded by the
// browser client behind their own import(), since the catalogue, product and basket pages never call them.
export { authenticityCalls } from './authenticity';
export { giftCardCalls } from './giftCards';
export { orderCalls } from './orders';
export { profileCalls } from './profile';
export { promotionCalls } from './promotions';
export { requestCalls } from './requests';
export { returnCalls } from './returns';
export { reviewCalls } from './reviews';
export { seoCalls } from './seo';
export { shopMapCalls } from './shopMap';
export { tradeInCalls } from './tradeIn';
export { browserFetch } from '../browserFetch';
