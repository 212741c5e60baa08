import { describe, expect, it } from 'vitest';
import { dsnToString, envelopeEndpoint, parseDsn, storeEndpoint } from './dsn';

describe('parseDsn', () => {
  it('parses a sentry.io DSN', () => {
    expect(parseDsn('https://abc123@o4501.ingest.sentry.io/4504')).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'o4501.ingest.sentry.io',
      pathPrefix: '',
      projectId: '4504',
    });
  });

  it('parses a self-hosted DSN with port, path and legacy secret', () => {
    expect(parseDsn(' http://pub:secret@errors.example.com:9000/sentry/sub/42 ')).toEqual({
      protocol: 'http',
      publicKey: 'pub',
      host: 'errors.example.com:9000',
      pathPrefix: 'sentry/sub',
      projectId: '42',
    });
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['   '],
    ['not a url'],
    ['https://o1.ingest.sentry.io/42'],
    ['https://key@o1.ingest.sentry.io/'],
    ['https://key@o1.ingest.sentry.io/project'],
    ['ftp://key@host/42'],
    ['https://key@host/42?x=1'],
  ])('rejects %j', (dsn) => {
    expect(parseDsn(dsn)).toBeNull();
  });
});

describe('endpoints', () => {
  const dsn = parseDsn('https://pub:secret@errors.example.com:9000/sentry/42');
  if (dsn === null) throw new Error('fixture DSN must parse');

  it('builds the envelope and store URLs with query-string auth and no secret', () => {
    expect(envelopeEndpoint(dsn, 'c/1')).toBe(
      'https://errors.example.com:9000/sentry/api/42/envelope/?sentry_version=7&sentry_key=pub&sentry_client=c%2F1',
    );
    expect(storeEndpoint(dsn, 'c/1')).toBe(
      'https://errors.example.com:9000/sentry/api/42/store/?sentry_version=7&sentry_key=pub&sentry_client=c%2F1',
    );
  });

  it('prints the DSN without the secret', () => {
    expect(dsnToString(dsn)).toBe('https://pub@errors.example.com:9000/sentry/42');
  });
});
