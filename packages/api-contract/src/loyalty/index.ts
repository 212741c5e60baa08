export * from './tasks';
export * from './bonuses';
export * from './personalOffers';
