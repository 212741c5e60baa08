/** The parts of a Sentry DSN: `{protocol}://{publicKey}[:{secret}]@{host}[:{port}]/{path/}{projectId}`. */
export interface ParsedDsn {
  readonly protocol: 'http' | 'https';
  readonly publicKey: string;
  /** Host with port, e.g. 'o1.ingest.sentry.io' or 'errors.example.com:9000'. */
  readonly host: string;
  /** Path before the project id, without slashes at either end ('' for none). */
  readonly pathPrefix: string;
  readonly projectId: string;
}

/** A DSN as Sentry documents it, or null for anything else (an empty or mistyped setting). */
export function parseDsn(dsn: string | null | undefined): ParsedDsn | null {
  if (dsn == null || dsn.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') return null;
  const publicKey = decodeURIComponent(url.username);
  if (publicKey === '' || url.host === '' || url.search !== '' || url.hash !== '') return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const projectId = segments.pop();
  if (projectId === undefined || !/^\d+$/u.test(projectId)) return null;
  return { protocol, publicKey, host: url.host, pathPrefix: segments.join('/'), projectId };
}

function apiBase(dsn: ParsedDsn): string {
  const prefix = dsn.pathPrefix === '' ? '' : `/${dsn.pathPrefix}`;
  return `${dsn.protocol}://${dsn.host}${prefix}/api/${dsn.projectId}`;
}

/**
 * Where events go, authenticated by query string as Sentry's browser SDK does, so the POST is a
 * "simple" cross-origin request without a preflight.
 */
export function envelopeEndpoint(dsn: ParsedDsn, client: string): string {
  const query = new URLSearchParams({ sentry_version: '7', sentry_key: dsn.publicKey, sentry_client: client });
  return `${apiBase(dsn)}/envelope/?${query.toString()}`;
}

/** The legacy single-event endpoint, for servers that predate envelopes. */
export function storeEndpoint(dsn: ParsedDsn, client: string): string {
  const query = new URLSearchParams({ sentry_version: '7', sentry_key: dsn.publicKey, sentry_client: client });
  return `${apiBase(dsn)}/store/?${query.toString()}`;
}

/** The DSN without its secret part, as envelope headers carry it. */
export function dsnToString(dsn: ParsedDsn): string {
  const prefix = dsn.pathPrefix === '' ? '' : `${dsn.pathPrefix}/`;
  return `${dsn.protocol}://${dsn.publicKey}@${dsn.host}/${prefix}${dsn.projectId}`;
}
