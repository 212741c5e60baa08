// Trade-in (spec 2 §7 "Trade-in (v3)"): settings, the shopper's old jewelry and picked products, and
// the calculation (its path is not in the spec; named here). The landing's content is the content
// page 'trade-in' (paths.contentPage); the shops are the shop map's stores call with point_type trade_in.
export const tradeInPaths = {
  settings: '/api/sklv/v3/trade-in/settings/',
  list: '/api/sklv/v3/trade-in/list/',
  productList: '/api/sklv/v3/trade-in/product-list/',
  batchCreate: '/api/sklv/v3/trade-in/batch-create/',
  batchDelete: '/api/sklv/v3/trade-in/batch-delete/',
  /** ?article= */
  addProduct: '/api/sklv/v3/trade-in/add-product/',
  /** ?article= */
  deleteProduct: '/api/sklv/v3/trade-in/delete-product/',
  calculate: '/api/sklv/v3/trade-in/calculate/',
  /** The landing's content page code (content/page/trade-in/?include=contents). */
  contentPage: 'trade-in',
} as const;
