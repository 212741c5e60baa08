type Scalar = string | number | boolean;
export type QueryValue = Scalar | readonly Scalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

// Brackets stay readable in keys (filter[article]) and commas in lists (url_codes=a,b): both are
// legal in a query string and the spec writes them that way.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
const encodeValue = (value: Scalar) => encodeURIComponent(String(value));

/**
 * `?a=1&ids=x,y&filter[city]=z`: arrays become comma lists; undefined, null, '' and empty arrays are
 * left out, so optional parameters need no special casing at the call site.
 */
export function serializeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = (value as readonly Scalar[]).filter((item) => item !== '');
      if (items.length > 0) parts.push(`${encodeKey(key)}=${items.map(encodeValue).join(',')}`);
    } else {
      parts.push(`${encodeKey(key)}=${encodeValue(value as Scalar)}`);
    }
  }
  return parts.join('&');
}

/** Appends a query to a path that may already carry one. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  const serialized = serializeQuery(query);
  if (!serialized) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${serialized}`;
}
