// The live channel's token (GET notification/ws-auth/) is rate-limited per shopper and per address
// (packages/domain liveTokenLimits): past the limit a 429 JSON:API error in Russian; another shopper
// is unaffected; a new window opens after a minute.
import { genericErrorCodes, messagingPaths } from '@ornament/api-contract';
import { liveTokenLimits, messagingServerMessages } from '@ornament/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';

let clock = new Date();
let t: TestApp;
let anna: SignedIn;
let aigerim: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ products: 20, now: () => clock });
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
});
afterAll(async () => t?.close());

const fromAddress = (ip: string) => ({ 'x-forwarded-for': ip });
const tokenFor = (who: SignedIn, ip: string) => who.call({ method: 'GET', url: messagingPaths.wsAuth, headers: fromAddress(ip) });
const nextWindow = () => {
  clock = new Date(clock.getTime() + liveTokenLimits.windowMs);
};

const tooMany = { errors: [{ status: '429', code: genericErrorCodes.rateLimited, detail: messagingServerMessages.tooManyLiveTokens }] };

describe('ws-auth rate limit', () => {
  it('answers 429 past the per-shopper limit, whatever the address; another shopper still gets tokens', async () => {
    for (let i = 0; i < liveTokenLimits.perUser; i++) {
      expect((await tokenFor(anna, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await tokenFor(anna, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.json()).toMatchObject(tooMany);
    expect((await tokenFor(aigerim, '198.51.100.200')).statusCode).toBe(200);

    nextWindow();
    expect((await tokenFor(anna, '198.51.100.200')).statusCode).toBe(200);
  });

  it('answers 429 past the per-address limit, counting guests too; other addresses are unaffected', async () => {
    nextWindow();
    const crowded = '203.0.113.7';
    for (let i = 0; i < liveTokenLimits.perIp; i++) {
      const guest = await t.app.inject({ method: 'GET', url: messagingPaths.wsAuth, headers: fromAddress(crowded) });
      expect(guest.statusCode).toBe(401);
    }
    const refused = await tokenFor(anna, crowded);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(tooMany);
    expect((await tokenFor(anna, '203.0.113.8')).statusCode).toBe(200);
    expect((await tokenFor(aigerim, '203.0.113.9')).statusCode).toBe(200);
  });
});
