// Types of smsru.mjs (the API suite imports them through apps/api/test/fakes/fakeSmsRu.ts).
export interface FakeSmsRuOptions {
  /** The api_id the fake accepts; any other is refused with status_code 200. */
  apiId: string;
  /** 0 (a free port) by default. */
  port?: number;
  /** Loopback by default. */
  host?: string;
}

export interface FakeSmsRuMessage {
  /** The number as the request named it (digits with the country code). */
  to: string;
  msg: string;
  sms_id: string;
  at: Date;
  /** The sender name, when the request gave one. */
  from?: string;
}

/** What breakNext answers: an unusable 200 body, an outage, or no answer at all (the message counts as sent). */
export type FakeSmsRuBreak = 'garbage' | 'http500' | 'hang';

export interface FakeSmsRu {
  /** The API root to give as SMSRU_API_URL. */
  url: string;
  /** What was accepted for sending, newest first; one number's only when given. */
  messages(phone?: string): FakeSmsRuMessage[];
  /** The next send is refused with this SMS.ru status_code (request-wide for 200, 201, 220…, else for its number). */
  failNext(statusCode: number): void;
  breakNext(mode: FakeSmsRuBreak): void;
  close(): Promise<void>;
}

export function startFakeSmsRu(options: FakeSmsRuOptions): Promise<FakeSmsRu>;
