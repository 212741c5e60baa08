export { apiErrorSchema, apiErrorBodySchema, genericErrorCodes, URL_IS_INVALID, type ApiError, type ApiErrorBody } from './errors';
export { currencyCodeSchema, currencySchema, type Currency } from './money';
export { pageMetaSchema, pageNumberSchema, type PageMeta } from './paging';
