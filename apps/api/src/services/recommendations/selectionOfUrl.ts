// The listing a personal-recommendations call names in `filters`: a catalogue URL, path and query,
// read by the same grammar as the listing itself.
import { genericErrorCodes, URL_IS_INVALID } from '@ornament/api-contract';
import { HttpError } from '../../plugins/httpError';
import { parseListingPath } from '../catalog/listingPath';
import { listingQuerySchema, selectionOf } from '../catalog/listingQuery';
import type { CatalogDictionary, ListingSelection } from '../catalog/selection';

export function selectionOfUrl(url: string, dictionary: CatalogDictionary): ListingSelection {
  const [path = '', query = ''] = url.split('?', 2);
  const parsed = parseListingPath(path, dictionary);
  if (!parsed) throw new HttpError(404, genericErrorCodes.invalidUrl, URL_IS_INVALID, '/query/filters');
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) params[key] = value;
  const result = listingQuerySchema.safeParse(params);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw HttpError.badRequest(`filters: ${String(issue?.path[0] ?? 'query')} ${issue?.message ?? 'is invalid'}`, '/query/filters');
  }
  return selectionOf(parsed, result.data);
}
