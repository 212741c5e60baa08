export * from './constants';
export * from './auth';
