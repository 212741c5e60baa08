// The storefront path a meta request names: '/api/sklv/v5/meta/{path}' → '/{path}/' (both the slashed
// and unslashed forms), checked so only plausible storefront paths reach the database.
const segmentPattern = /^[a-z0-9][a-z0-9_.-]{0,119}$/i;
const maxSegments = 12;

/** '/collections/', '/' for the home page; null when the path is not a storefront path. */
export function normalizeMetaPath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length > maxSegments || !segments.every((segment) => segmentPattern.test(segment) && !/^\.+$/.test(segment))) return null;
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

export function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
