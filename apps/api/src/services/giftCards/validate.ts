// The purchase form's business rules (the zod schema only bounds sizes): a nominal on offer, a decor
// on sale, a recipient with a valid phone and e-mail, and a send-later moment within a year.
import type { GiftCardCreateBody } from '@ornament/api-contract';
import { type CountryCode, defaultGiftCardTimezone, giftCardRules, giftCardServerMessages as m, giftCardTimezoneOffset, isGiftCardNominal, normalizePhone } from '@ornament/domain';
import { type FieldError, FieldErrors } from '../../plugins/httpError';

export interface ValidPurchase {
  nominal: number;
  decor: string;
  recipientName: string;
  recipientPhone: string;
  recipientEmail: string;
  sendLater: boolean;
  sendAt: Date;
  timezoneOffset: string;
  note: string;
}

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const code = 'invalid_field';

/** The moment 'YYYY-MM-DD' 'HH:MM' names at a UTC offset, or null when it is not a real moment. */
export function sendMomentOf(date: string | undefined, time: string | undefined, offset: string): Date | null {
  if (!date || !time || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  // 31 February and 25:00 are not moments, though Date would roll them over.
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || hours > 23 || minutes > 59) return null;
  return new Date(`${date}T${time}:00${offset}`);
}

export function validatePurchase(
  body: GiftCardCreateBody & { sendLater: boolean; note: string },
  decorCodes: ReadonlySet<string>,
  country: CountryCode,
  now: Date,
): ValidPurchase {
  const errors: FieldError[] = [];
  const fail = (pointer: string, detail: string) => errors.push({ code, detail, pointer });
  if (!isGiftCardNominal(body.nominal)) fail('/nominal', m.nominal);
  if (!decorCodes.has(body.decor)) fail('/decor', m.decor);
  const name = body.recipient.name.trim();
  if (name.length < 2) fail('/recipient/name', m.recipientName);
  const phone = normalizePhone(body.recipient.phone, country);
  if (!phone.ok) fail('/recipient/phone', m.phone);
  const email = body.recipient.email.trim();
  if (!emailPattern.test(email)) fail('/recipient/email', m.email);
  const offset = giftCardTimezoneOffset(body.timezone ?? defaultGiftCardTimezone);
  if (!offset) fail('/timezone', m.timezone);
  let sendAt = now;
  if (body.sendLater && offset) {
    const moment = sendMomentOf(body.selectedDate, body.selectedTime, offset);
    const latest = now.getTime() + giftCardRules.sendLaterMaxDays * 86_400_000;
    if (!moment || moment.getTime() < now.getTime() || moment.getTime() > latest) fail('/selectedDate', m.sendDate);
    else sendAt = moment;
  }
  const [first, ...rest] = errors;
  if (first) throw new FieldErrors(422, [first, ...rest]);
  return {
    nominal: body.nominal,
    decor: body.decor,
    recipientName: name,
    recipientPhone: phone.ok ? phone.e164 : '',
    recipientEmail: email,
    sendLater: body.sendLater,
    sendAt,
    timezoneOffset: offset!,
    note: body.note.trim(),
  };
}
