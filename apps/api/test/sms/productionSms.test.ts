// Issue 19: live production does not start without a real SMS driver (the local one delivers nothing
// there, so every login code would fail), nor with SMS.ru missing its api_id; the demo, development
// and tests keep the local outbox.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { startupProblems } from '../../src/profile';
import { liveSecrets, liveSmsRu, liveSmtp } from '../helpers/liveEnv';

// The mail driver is live production's too (test/mail/productionMail.test.ts).
const live = { NODE_ENV: 'production', ...liveSecrets, ...liveSmtp };
const smsRu = liveSmsRu;

describe('issue 19: the SMS driver at start-up', () => {
  it('issue 19: live production with the local driver, named or by default, refuses to start with one clear line', () => {
    const refusal = 'SMS_DRIVER: local delivers nothing in production; set SMS_DRIVER=smsru and SMSRU_API_ID';
    expect(startupProblems(loadEnv(live))).toEqual([refusal]);
    expect(startupProblems(loadEnv({ ...live, SMS_DRIVER: 'local' }))).toEqual([refusal]);
  });

  it('issue 19: SMS.ru without its api_id refuses to start in any profile; with it, live production starts', () => {
    expect(startupProblems(loadEnv({ ...live, SMS_DRIVER: 'smsru' }))).toEqual(['SMSRU_API_ID: required with SMS_DRIVER=smsru']);
    expect(startupProblems(loadEnv({ NODE_ENV: 'development', SMS_DRIVER: 'smsru' }))).toEqual(['SMSRU_API_ID: required with SMS_DRIVER=smsru']);
    expect(startupProblems(loadEnv({ ...live, ...smsRu }))).toEqual([]);
    expect(loadEnv({ ...live, ...smsRu }).SMSRU_API_URL).toBe('https://sms.ru');
  });

  it('issue 19: the demo, development and tests keep the local driver', () => {
    expect(startupProblems(loadEnv({ NODE_ENV: 'production', DEMO: 'true' }))).toEqual([]);
    expect(startupProblems(loadEnv({ NODE_ENV: 'development' }))).toEqual([]);
    expect(startupProblems(loadEnv({ NODE_ENV: 'test' }))).toEqual([]);
    expect(loadEnv({ NODE_ENV: 'test' }).SMS_DRIVER).toBe('local');
  });
});
