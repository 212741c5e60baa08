import { genericErrorCodes } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseUnavailable';
import { classifyError } from './errorBody';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: its own message, the driver's error as the cause. */
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('database unavailable', () => {
  it.each([
    ['ECONNREFUSED', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['ECONNRESET', withCode('read ECONNRESET', 'ECONNRESET')],
    ['ETIMEDOUT', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['57P01 admin_shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['57P02 crash_shutdown', withCode('terminating connection because of crash of another server process', '57P02')],
    ['57P03 cannot_connect_now', withCode('the database system is starting up', '57P03')],
    ['08006 connection_failure', withCode('connection failure', '08006')],
    ['08000 connection_exception', withCode('connection exception', '08000')],
    ['08003 connection_does_not_exist', withCode('connection does not exist', '08003')],
    ['the connection ended', new Error('Connection terminated unexpectedly')],
    ["pg's connect timeout", new Error('Connection terminated due to connection timeout')],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connect to several addresses', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
  ])('%s, bare or inside Drizzle’s "Failed query", is 503 with Retry-After', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    for (const thrown of [error, failedQuery(error)]) {
      const classified = classifyError(thrown);
      expect(classified).toMatchObject({ status: 503, internal: false, retryAfterSeconds: 2 });
      expect(classified.body.errors[0]).toMatchObject({ status: '503', code: genericErrorCodes.unavailable });
    }
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s stays an internal error (500)', (_name, error) => {
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
    expect(classifyError(failedQuery(error))).toMatchObject({ status: 500, internal: true });
  });
});
