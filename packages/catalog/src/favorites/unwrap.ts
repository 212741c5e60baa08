import type { FavoriteList, FavoriteListResponse } from '@ornament/api-contract';
import { type ApiResponse, unwrap } from '@ornament/api-client';

/** The folder of a folder answer (a redirect surfaces as an error). */
export function unwrapList(response: ApiResponse<FavoriteListResponse>): FavoriteList {
  return unwrap(response).data;
}
