export { apiErrorSchema, apiErrorBodySchema, type ApiError, type ApiErrorBody } from './errors';
export { genericErrorCodes, URL_IS_INVALID } from './errorCodes';
export { currencyCodeSchema, currencySchema, type Currency } from './money';
export { pageMetaSchema, pageNumberSchema, type PageMeta } from './paging';
