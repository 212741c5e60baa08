import { imageSearchFields, paths, responseHeaders } from '@ornament/api-contract/http';
import type { AutocompleteResponse, ImageSearchResponse, SetCookieResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import type { QueryParams } from '../query';
import { type ApiResponse, type CallOptions, request } from '../request';
import type { CatalogListingResult } from './catalog';
import { parseCountHeader, parseListHeader } from './catalogPath';
import { loadOnce } from '../contract';

const catalogListingSchemas = loadOnce(() => import('@ornament/api-contract/catalog/listing'));
const searchAbCookiesSchemas = loadOnce(() => import('@ornament/api-contract/search/abCookies'));
const searchAutocompleteSchemas = loadOnce(() => import('@ornament/api-contract/search/autocomplete'));
const searchImageSearchSchemas = loadOnce(() => import('@ornament/api-contract/search/imageSearch'));

export type { AutocompleteResponse, ImageSearchResponse, SetCookieResponse };

/** v1 for everyone, v2 for the 'new search' A/B group b (spec 1 §7). */
export type AutocompleteVersion = 1 | 2;

export interface SearchCalls {
  /** Products, categories, suggests, correction and redirect for typed text (spec 1 §4–§5). */
  autocomplete(query: string, version?: AutocompleteVersion, options?: CallOptions): Promise<ApiResponse<AutocompleteResponse>>;
  /** Photo search: the picture (and, from a product page, its article) as multipart form data. */
  imageSearch(image: Blob, article?: string, options?: CallOptions): Promise<ApiResponse<ImageSearchResponse>>;
  /** A finished photo search by its id, as a catalogue listing (paging in `query`), for the results page. */
  imageSearchResult(id: string, query?: QueryParams, options?: CallOptions): Promise<ApiResponse<CatalogListingResult>>;
  /** Sets the A/B cookies (keeping any the visitor has) and answers what they hold. */
  setCookie(options?: CallOptions): Promise<ApiResponse<SetCookieResponse>>;
}

/** The picture's file name helps the server log; the content, not the name, decides the type. */
function imageForm(image: Blob, article: string | undefined): FormData {
  const form = new FormData();
  const name = image instanceof File ? image.name : 'image';
  form.append(imageSearchFields.image, image, name);
  if (article) form.append(imageSearchFields.article, article);
  return form;
}

export function searchCalls(config: ClientConfig): SearchCalls {
  return {
    autocomplete(query, version = 1, options) {
      return request(config, { ...options, path: paths.autocomplete(version), query: { query }, schema: async () => (await searchAutocompleteSchemas()).autocompleteResponseSchema });
    },
    imageSearch(image, article, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.imageSearch,
        body: imageForm(image, article),
        schema: async () => (await searchImageSearchSchemas()).imageSearchResponseSchema,
      });
    },
    async imageSearchResult(id, query, options) {
      const response = await request(config, { ...options, path: paths.imageSearchResult(id), query, schema: async () => (await catalogListingSchemas()).catalogListingSchema });
      if (response.type === 'redirect') return response;
      const { data, headers } = response;
      const counts = {
        productCount: parseCountHeader(headers.get(responseHeaders.productCount)) ?? data.meta['total-count'],
        prefilterList: parseListHeader(headers.get(responseHeaders.prefilterList)),
      };
      return { ...response, data: { ...data, ...counts } };
    },
    setCookie(options) {
      return request(config, { ...options, path: paths.setCookie, schema: async () => (await searchAbCookiesSchemas()).setCookieResponseSchema });
    },
  };
}
