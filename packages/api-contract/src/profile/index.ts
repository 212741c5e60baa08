export * from './profile';
export * from './constants';
export * from './user';
export * from './account';
export * from './subscriptions';
export * from './stores';
export * from './commentProducts';
export * from './purchasedProducts';
