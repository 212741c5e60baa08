// Call groups the catalogue, product and search pages use together, gathered so the browser client
// loads them with one dynamic import (each import() site costs every page's first load bytes).
export { catalogCalls } from './catalog';
export { favoriteCalls } from './favorites';
export { productCalls } from './product';
export { searchCalls } from './search';
