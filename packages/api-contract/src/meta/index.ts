export { metaIpResponseSchema, type MetaIpResponse } from './ip';
