// Issue 19: the SMS.ru driver on its own, against the local SMS.ru stand-in: numbers as SMS.ru wants
// them, each failure kind mapped to SmsDeliveryError or SmsBadResponseError, and a send that may have
// gone out never repeated (SMS.ru has no idempotency key).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsBadResponseError, SmsDeliveryError, type SmsMessage } from '../../src/services/sms/provider';
import { smsRuDriver, smsRuPhone } from '../../src/services/sms/smsRuDriver';
import { type FakeSmsRu, startFakeSmsRu } from '../fakes/fakeSmsRu';

const apiId = 'driver-test-api-id';
const code = (phone: string): SmsMessage => ({ phone, channel: 'sms', text: 'Код для входа: 123456' });
let fake: FakeSmsRu;
const warnings: string[] = [];
const driver = (settings: { apiUrl?: string; apiId?: string; timeoutMs?: number } = {}) =>
  smsRuDriver({ apiUrl: fake.url, apiId, timeoutMs: 1_000, warn: (line) => void warnings.push(line), ...settings });

beforeAll(async () => {
  fake = await startFakeSmsRu({ apiId });
});
afterAll(async () => fake?.close());

describe('issue 19: the SMS.ru driver', () => {
  it('issue 19: gives SMS.ru the number as digits with the country code, 7XXXXXXXXXX for Russia', async () => {
    expect(smsRuPhone('79161234567')).toBe('79161234567');
    expect(smsRuPhone('+7 (916) 123-45-67')).toBe('79161234567');
    expect(smsRuPhone('8 916 123-45-67')).toBe('79161234567');
    expect(smsRuPhone('9161234567')).toBe('79161234567');
    expect(smsRuPhone('+375 29 123-45-67')).toBe('375291234567');
    expect(smsRuPhone('12345')).toBeNull();
    await driver().send(code('+7 (916) 765-43-21'));
    expect(fake.messages('79167654321')).toEqual([expect.objectContaining({ msg: 'Код для входа: 123456', sms_id: expect.stringMatching(/^\d{6}-\d+$/) })]);
    await expect(driver().send(code('12345'))).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('issue 19: a timeout after SMS.ru took the request is a delivery error, and the message is not sent again', async () => {
    const phone = '79161110001';
    fake.breakNext('hang');
    const started = Date.now();
    await expect(driver({ timeoutMs: 300 }).send(code(phone))).rejects.toThrow(SmsDeliveryError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.messages(phone)).toHaveLength(1);
    expect(warnings.at(-1)).toBe('SMS.ru: no answer within 300 ms');
  });

  it('issue 19: refusals and outages are delivery errors: a number refused, a wrong api_id, HTTP 500, nobody listening', async () => {
    fake.failNext(207);
    await expect(driver().send(code('79161110002'))).rejects.toThrow(SmsDeliveryError);
    await expect(driver({ apiId: 'not-ours' }).send(code('79161110003'))).rejects.toThrow(/request refused, status_code 200/);
    fake.breakNext('http500');
    await expect(driver().send(code('79161110004'))).rejects.toThrow(/HTTP 500/);
    const closed = await startFakeSmsRu({ apiId });
    await closed.close();
    await expect(driver({ apiUrl: closed.url }).send(code('79161110005'))).rejects.toThrow(SmsDeliveryError);
    expect(fake.messages().filter((message) => /^791611100(0[2-5])$/.test(message.to))).toEqual([]);
  });

  it('issue 19: an answer that is not SMS.ru’s is a bad response: not JSON, or JSON without the number’s entry', async () => {
    fake.breakNext('garbage');
    await expect(driver().send(code('79161110006'))).rejects.toBeInstanceOf(SmsBadResponseError);
    // An answer in the right shape that forgets our number (a provider bug or a proxy's page).
    const odd = createServer((_request, response) => response.end(JSON.stringify({ status: 'OK', status_code: 100, sms: {}, balance: 1 })));
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
      await expect(driver({ apiUrl: url }).send(code('79161110007'))).rejects.toThrow(/no entry for the number/);
    } finally {
      await new Promise((resolve) => odd.close(resolve));
    }
  });

  it('issue 19: no warning holds the api_id or the text', () => {
    expect(warnings.length).toBeGreaterThan(3);
    for (const line of warnings) {
      expect(line).not.toContain(apiId);
      expect(line).not.toContain('123456');
    }
  });
});
