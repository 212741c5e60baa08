// Mobile numbers per country edition (spec 3 §5 phone rules; ITU-T E.164). The login sends the number
// as typed; both the modal and the API normalise it with these rules, so they agree on what is valid.
import type { CountryCode } from '../tenant/codes';

export interface PhonePlan {
  /** Country calling code without '+'. */
  readonly callingCode: string;
  /** Digits after the calling code. */
  readonly nationalLength: number;
  /** A mobile number's national part starts with one of these. */
  readonly mobilePrefixes: readonly string[];
  /** Input mask: '#' is a national digit. */
  readonly mask: string;
}

export const phonePlans: Readonly<Record<CountryCode, PhonePlan>> = {
  RU: { callingCode: '7', nationalLength: 10, mobilePrefixes: ['9'], mask: '+7 (###) ###-##-##' },
  KZ: { callingCode: '7', nationalLength: 10, mobilePrefixes: ['70', '71', '74', '75', '76', '77'], mask: '+7 (###) ###-##-##' },
  BY: { callingCode: '375', nationalLength: 9, mobilePrefixes: ['25', '29', '33', '44'], mask: '+375 (##) ###-##-##' },
  AM: { callingCode: '374', nationalLength: 8, mobilePrefixes: ['33', '41', '43', '44', '55', '77', '91', '93', '94', '95', '96', '97', '98', '99'], mask: '+374 (##) ###-###' },
  KG: { callingCode: '996', nationalLength: 9, mobilePrefixes: ['2', '5', '7', '9'], mask: '+996 (###) ###-###' },
  RO: { callingCode: '40', nationalLength: 9, mobilePrefixes: ['7'], mask: '+40 (###) ###-###' },
  MD: { callingCode: '373', nationalLength: 8, mobilePrefixes: ['6', '7'], mask: '+373 (###) ##-###' },
};

/** Every digit of the input; a leading 8 before ten digits is Russia's trunk prefix for +7. */
function digitsOf(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

export type PhoneCheck = { ok: true; e164: string } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * The E.164 digits ('79161234567') of a mobile number typed for a country, or why it is not one.
 * Russian and Kazakh numbers share +7, so either edition accepts the other's mobiles.
 */
export function normalizePhone(input: string | null | undefined, country: CountryCode): PhoneCheck {
  const raw = (input ?? '').trim();
  if (raw === '' || digitsOf(raw) === '') return { ok: false, reason: 'empty' };
  if (/[^\d\s()+\-.]/.test(raw)) return { ok: false, reason: 'invalid' };
  const plan = phonePlans[country];
  let digits = digitsOf(raw);
  if (digits.length === plan.nationalLength) digits = plan.callingCode + digits;
  const plans = plan.callingCode === '7' ? [phonePlans.RU, phonePlans.KZ] : [plan];
  const valid = plans.some(
    (p) =>
      digits.length === p.callingCode.length + p.nationalLength &&
      digits.startsWith(p.callingCode) &&
      p.mobilePrefixes.some((prefix) => digits.slice(p.callingCode.length).startsWith(prefix)),
  );
  return valid ? { ok: true, e164: digits } : { ok: false, reason: 'invalid' };
}

/** '79161234567' → '+7 (916) 123-45-67' with the country's mask; other input comes back as '+digits'. */
export function formatPhone(e164: string, country: CountryCode): string {
  const plan = phonePlans[country];
  const national = e164.startsWith(plan.callingCode) ? e164.slice(plan.callingCode.length) : '';
  if (national.length !== plan.nationalLength) return `+${e164}`;
  let index = 0;
  return plan.mask.replace(/#/g, () => national[index++] ?? '');
}

/** Masks what a shopper has typed so far ('916123' → '+7 (916) 123'), for the phone field. */
export function maskPhoneInput(input: string, country: CountryCode): string {
  const plan = phonePlans[country];
  let digits = digitsOf(input);
  if (digits.startsWith(plan.callingCode)) digits = digits.slice(plan.callingCode.length);
  else if (plan.callingCode === '7' && digits.startsWith('8')) digits = digits.slice(1);
  digits = digits.slice(0, plan.nationalLength);
  if (digits === '') return '';
  const lastSlot = [...plan.mask].reduce((last, char, i) => (char === '#' ? [...last, i] : last), [] as number[])[digits.length - 1]!;
  let index = 0;
  return plan.mask.slice(0, lastSlot + 1).replace(/#/g, () => digits[index++] ?? '');
}
