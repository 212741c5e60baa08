// The basket's 4xx answers (JSON:API through HttpError).
import { basketErrorCodes } from '@ornament/api-contract';
import { basketLimitText, limits } from '@ornament/domain';
import { HttpError } from '../../plugins/httpError';
import { basketServerMessages as messages } from './messages';

/** 422 basket_limit: detail = basketLimitText(), meta.limit = 5 (spec 3 §8). */
export function basketLimitError(): HttpError {
  return new HttpError(422, basketErrorCodes.limit, basketLimitText(), '/article').withMeta({ limit: limits.basketMaxArticles });
}

/** Any id of another user's basket (or no line at all): 404, nothing changed. */
export function itemNotFound(pointer = '/ids'): HttpError {
  return new HttpError(404, 'not_found', messages.itemNotFound, pointer);
}

export function sizeInvalid(needsSize: boolean): HttpError {
  return new HttpError(422, basketErrorCodes.sizeInvalid, needsSize ? messages.sizeRequired : messages.sizeInvalid, '/size');
}

export function notAvailable(pointer = '/article'): HttpError {
  return new HttpError(422, basketErrorCodes.notAvailable, messages.notAvailable, pointer);
}
