// Errors that mean "the database cannot be reached right now", not "this request is wrong": PostgreSQL
// restarting or shutting down, a dropped or refused connection, the pool's connect timeout. They
// become 503 with Retry-After (plugins/errorBody.ts), which a balancer or a client retries, instead of
// a burst of 500s; the pool reconnects on its own once the server is back (db/client.ts).

/** What a client is told to wait before trying again, in seconds. */
export const databaseRetryAfterSeconds = 2;

/** Socket-level failures (Node's error codes). */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs: class 08 (connection exception: 08000, 08003, 08006, …), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const serverStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's and pg-pool's own messages for a connection that ended or never came. */
const driverMessages = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function matches(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || serverStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
}

/** True for such an error, or one wrapping it (Drizzle's "Failed query" keeps the driver's error as its cause). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (matches(current)) return true;
    // Node's connect to a name with several addresses fails with an AggregateError of them.
    if (current instanceof AggregateError && current.errors.some((inner: unknown) => typeof inner === 'object' && inner !== null && matches(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
