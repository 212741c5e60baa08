// SMS.ru's HTTP API as the SMS provider of live production (README "Production"). The contract, as
// SMS.ru documents it (sms.ru/api/send): POST {root}/sms/send with api_id, to, msg, json=1 and
// optionally from (an approved sender name). The JSON answer has a request-wide status/status_code
// (100: taken; otherwise the whole request was refused: a wrong api_id, no money, an unapproved
// sender, the service unavailable) and, per number under `sms`, its own status/status_code (100:
// accepted for sending, with its sms_id; otherwise why not, e.g. 207 "cannot send to this number").
// A refusal is a SmsDeliveryError (send_sms_error); an answer we cannot read is a SmsBadResponseError
// (bad_response).
// SMS.ru takes no idempotency key, so a send is never retried: once the request may have reached it,
// any failure, a timeout included, is a delivery error and the caller decides (the login withdraws
// its code and the shopper asks again). The message text and the api_id are never logged nor put in
// an error; the api_id travels in the POST body, never in a URL.
// SMS.ru cannot place a flash call from a caller number we choose, so a flash_call message (its text
// names the number whose last digits are the code) goes out as an SMS too.
import { z } from 'zod';
import { SmsBadResponseError, SmsDeliveryError, type SmsMessage, type SmsProvider } from './provider';

export interface SmsRuSettings {
  /** SMS.ru's API root (SMSRU_API_URL): https://sms.ru, or the local fake. */
  apiUrl: string;
  apiId: string;
  /** The approved sender name (SMSRU_SENDER); the account's default when absent. */
  sender?: string;
  /** The whole call, answer included; SMS.ru answers in well under a second. */
  timeoutMs?: number;
  /** Where the operator hears of refusals and outages (the app's log): never the text, never the api_id. */
  warn?: (message: string) => void;
}

/** SMS.ru's code for a message accepted for sending (and for a request it took). */
export const smsRuAccepted = 100;

const statusCode = z.coerce.number().int();
const numberAnswerSchema = z.object({
  status: z.enum(['OK', 'ERROR']),
  status_code: statusCode,
  sms_id: z.string().min(1).optional(),
  status_text: z.string().optional(),
});
const answerSchema = z.object({
  status: z.enum(['OK', 'ERROR']),
  status_code: statusCode,
  status_text: z.string().optional(),
  sms: z.record(z.string(), numberAnswerSchema).optional(),
});

/**
 * The number as SMS.ru wants it: digits with the country code (79161234567). A Russian number
 * written with its trunk prefix (8 916 …) or without any (916 …) gets its 7; null when nothing usable is left.
 */
export function smsRuPhone(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (!phone.trim().startsWith('+')) {
    if (/^8\d{10}$/.test(digits)) digits = `7${digits.slice(1)}`;
    else if (/^9\d{9}$/.test(digits)) digits = `7${digits}`;
  }
  return /^[1-9]\d{10,14}$/.test(digits) ? digits : null;
}

/** Enough of a number to tell two apart in a log, not enough to text it. */
const masked = (digits: string): string => `${digits.slice(0, 1)}${'*'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-2)}`;

const statusOf = (code: number, text: string | undefined): string => `status_code ${code}${text ? ` (${text.slice(0, 160)})` : ''}`;

export function smsRuDriver(settings: SmsRuSettings): SmsProvider {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, '')}/sms/send`;
  const timeoutMs = settings.timeoutMs ?? 5_000;
  const warn = settings.warn ?? (() => {});

  function refused(reason: string): never {
    warn(`SMS.ru: ${reason}`);
    throw new SmsDeliveryError(`SMS.ru: ${reason}`);
  }

  function unreadable(reason: string): never {
    warn(`SMS.ru: unusable answer (${reason})`);
    throw new SmsBadResponseError(`SMS.ru: unusable answer (${reason})`);
  }

  /** One POST, never repeated; the answer's text, or a delivery error when none came back. */
  async function post(to: string, text: string): Promise<string> {
    const form = new URLSearchParams({ api_id: settings.apiId, to, msg: text, json: '1' });
    if (settings.sender) form.set('from', settings.sender);
    try {
      const response = await fetch(endpoint, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
      const body = await response.text();
      if (!response.ok) refused(`HTTP ${response.status}`);
      return body;
    } catch (error) {
      if (error instanceof SmsDeliveryError) throw error;
      // The request may have gone out: a delivery error, not a retry (SMS.ru has no idempotency key).
      const reason = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? `no answer within ${timeoutMs} ms` : 'unreachable';
      return refused(reason);
    }
  }

  return {
    async send(message: SmsMessage) {
      const to = smsRuPhone(message.phone);
      if (!to) throw new SmsDeliveryError('SMS.ru: not a phone number');
      const body = await post(to, message.text);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        unreadable('not JSON');
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) unreadable('not the sms/send answer');
      const answer = parsed.data;
      if (answer.status === 'ERROR') refused(`request refused, ${statusOf(answer.status_code, answer.status_text)}`);
      if (answer.status_code !== smsRuAccepted) unreadable(`status OK with status_code ${answer.status_code}`);
      const mine = answer.sms?.[to];
      if (!mine) unreadable('no entry for the number');
      if (mine.status === 'ERROR') refused(`message to ${masked(to)} refused, ${statusOf(mine.status_code, mine.status_text)}`);
      if (mine.status_code !== smsRuAccepted || !mine.sms_id) unreadable(`status OK with status_code ${mine.status_code} and no sms_id`);
    },
  };
}
