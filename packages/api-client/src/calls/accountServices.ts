// The personal area's call groups (orders, returns, profile, reviews), loaded by the browser in one chunk.
export { orderCalls } from './orders';
export { profileCalls } from './profile';
export { returnCalls } from './returns';
export { reviewCalls } from './reviews';
