// The notices almost nobody sees (an old browser's modal, a campaign link's coupon), in one chunk
// loaded only when one is shown: every import() site costs each page's first load a loader.
export { default as CouponNotice } from './CouponNotice';
export { default as OldBrowserModal } from './OldBrowserModal';
