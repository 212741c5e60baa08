// Calls of the auth tests: a movable clock, a client with its own address (the limits count per
// address) and cookie jar, and the code read back from the local SMS driver's outbox.
import { paths } from '@ornament/api-contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db';
import { smsOutbox } from '../../src/db/schema';

export interface Clock {
  now: () => Date;
  advance(seconds: number): void;
}

export function testClock(start = new Date('2026-11-23T10:00:00.000Z')): Clock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (seconds) => (current += seconds * 1000) };
}

let lastOctet = 0;
/** A fresh client address per call, so one test's sends and checks do not count against another's. */
export function freshIp(): string {
  lastOctet += 1;
  return `203.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

export interface Client {
  ip: string;
  /** name=value pairs the client sends back. */
  cookies: Map<string, string>;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  sendCode(phone: string | undefined, extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  login(phone: string | undefined, code: string | undefined, extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

export function client(app: FastifyInstance, ip = freshIp()): Client {
  const self: Client = {
    ip,
    cookies: new Map(),
    async call(options) {
      const cookie = [...self.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const headers = { 'x-forwarded-for': ip, ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) };
      const response = await app.inject({ ...options, headers });
      for (const set of [response.headers['set-cookie'] ?? []].flat()) {
        const [pair = '', ...attributes] = set.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) self.cookies.delete(name.trim());
        else self.cookies.set(name.trim(), value.trim());
      }
      return response;
    },
    sendCode(phone, extra = {}) {
      return self.call({ method: 'POST', url: paths.authSendCode, payload: { data: { type: 'send-code', attributes: { phone, ...extra } } } });
    },
    login(phone, code, extra = {}) {
      return self.call({ method: 'POST', url: paths.authLogin, payload: { data: { type: 'login', attributes: { phone, code, ...extra } } } });
    },
  };
  return self;
}

/** The code of the phone's latest outbox message: an SMS's 6 digits, or a flash call's caller number's last 6. */
export async function latestCode(db: Db, phone: string): Promise<string> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  if (!row) throw new Error(`no message to ${phone}`);
  return codeOfMessage(row.channel, row.body);
}

export function codeOfMessage(channel: string, body: string): string {
  if (channel === 'flash_call') return body.split(':')[0]!.replace(/\D/g, '').slice(-6);
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`no code in "${body}"`);
  return match[1]!;
}

/** A wrong code that differs from the right one in every digit. */
export function wrongCode(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
}

export function firstError(response: LightMyRequestResponse): { status: string; code: string; detail: string; source?: { pointer?: string }; meta?: Record<string, unknown> } {
  return response.json().errors[0];
}

let phoneCounter = 0;
/** A fresh Russian mobile number per call (+7 916 …), outside the seeded and reserved ranges. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `7916${String(1_000_000 + phoneCounter * 7919).slice(-7)}`;
}
