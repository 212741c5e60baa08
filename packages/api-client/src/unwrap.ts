// Its own module, apart from the request layer: client components that only read answers (a basket
// page, a product page's button) import it without carrying the request code into a first load.
import { ApiClientError } from './errors';
import type { ApiResponse } from './request';

/** The data of a response, for callers that cannot follow a redirect; a redirect becomes an error. */
export function unwrap<T>(response: ApiResponse<T>): T {
  if (response.type === 'data') return response.data;
  throw new ApiClientError({ kind: 'redirect', message: `Redirect to ${response.to}`, method: '', path: '', status: response.status, to: response.to });
}
