export { requestHeaders, responseHeaders, contextCookies } from './headers';
export { services, serviceOfPath, type ServiceId } from './services';
export { paths } from './paths';
export * from './common';
export * from './catalog';
export * from './geo';
export * from './content';
export * from './handbooks';
