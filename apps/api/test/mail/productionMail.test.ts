// Issue 19: live production does not start without a real mail driver (the local one delivers
// nothing there, so every e-mail change would fail), nor with SMTP missing its relay or its sender;
// the demo, development and tests keep the local outbox.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { startupProblems } from '../../src/profile';
import { liveSecrets, liveSmsRu, liveSmtp } from '../helpers/liveEnv';

const live = { NODE_ENV: 'production', ...liveSecrets, ...liveSmsRu };
const smtp = liveSmtp;

describe('issue 19: the mail driver at start-up', () => {
  it('issue 19: live production with the local driver, named or by default, refuses to start with one clear line', () => {
    const refusal = 'MAIL_DRIVER: local delivers nothing in production; set MAIL_DRIVER=smtp, SMTP_URL and MAIL_FROM';
    expect(startupProblems(loadEnv(live))).toEqual([refusal]);
    expect(startupProblems(loadEnv({ ...live, MAIL_DRIVER: 'local' }))).toEqual([refusal]);
  });

  it('issue 19: SMTP without its relay or its sender refuses to start in any profile; with both, live production starts', () => {
    const { SMTP_URL: _url, ...noRelay } = smtp;
    const { MAIL_FROM: _from, ...noSender } = smtp;
    expect(startupProblems(loadEnv({ ...live, ...noRelay }))).toEqual(['SMTP_URL: required with MAIL_DRIVER=smtp']);
    expect(startupProblems(loadEnv({ ...live, ...noSender }))).toEqual(['MAIL_FROM: required with MAIL_DRIVER=smtp']);
    expect(startupProblems(loadEnv({ NODE_ENV: 'development', MAIL_DRIVER: 'smtp' }))).toEqual(['SMTP_URL: required with MAIL_DRIVER=smtp', 'MAIL_FROM: required with MAIL_DRIVER=smtp']);
    expect(startupProblems(loadEnv({ NODE_ENV: 'production', DEMO: 'true', MAIL_DRIVER: 'smtp', SMTP_URL: smtp.SMTP_URL }))).toEqual(['MAIL_FROM: required with MAIL_DRIVER=smtp']);
    expect(startupProblems(loadEnv({ ...live, ...smtp }))).toEqual([]);
    expect(loadEnv({ ...live, ...smtp }).SMTP_TIMEOUT_SECONDS).toBe(5);
  });

  it('issue 19: SMTP_URL must be smtp:// or smtps://, MAIL_FROM an address, and neither error repeats the value', () => {
    const bad = (values: Record<string, string>) => {
      try {
        loadEnv({ ...live, ...smtp, ...values });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const wrongScheme = bad({ SMTP_URL: 'https://noreply:relay-password@smtp.example.ru' });
    expect(wrongScheme).toMatch(/SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/);
    expect(wrongScheme).not.toContain('relay-password');
    expect(bad({ MAIL_FROM: 'Орнамент' })).toMatch(/MAIL_FROM: an address, or a name and <address>/);
    expect(bad({ MAIL_FROM: 'noreply@ornament.ru' })).toBe('');
    expect(bad({ SMTP_TIMEOUT_SECONDS: '0' })).toMatch(/SMTP_TIMEOUT_SECONDS/);
  });

  it('issue 19: the demo, development and tests keep the local driver', () => {
    expect(startupProblems(loadEnv({ NODE_ENV: 'production', DEMO: 'true' }))).toEqual([]);
    expect(startupProblems(loadEnv({ NODE_ENV: 'development' }))).toEqual([]);
    expect(startupProblems(loadEnv({ NODE_ENV: 'test' }))).toEqual([]);
    expect(loadEnv({ NODE_ENV: 'test' }).MAIL_DRIVER).toBe('local');
  });
});
