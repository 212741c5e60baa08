import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhoneInput, normalizePhone } from './phoneNumbers';

describe('normalizePhone', () => {
  it('accepts Russian mobiles typed in any usual way', () => {
    for (const typed of ['+7 (916) 123-45-67', '89161234567', '9161234567', '7 916 123 45 67']) {
      expect(normalizePhone(typed, 'RU')).toEqual({ ok: true, e164: '79161234567' });
    }
  });
  it('tells empty from invalid', () => {
    expect(normalizePhone('', 'RU')).toEqual({ ok: false, reason: 'empty' });
    expect(normalizePhone('  ', 'RU')).toEqual({ ok: false, reason: 'empty' });
    expect(normalizePhone('+7 (416) 123-45-67', 'RU')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizePhone('916123456', 'RU')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizePhone('916abc1234567', 'RU')).toEqual({ ok: false, reason: 'invalid' });
  });
  it('shares +7 between Russia and Kazakhstan, and checks other plans', () => {
    expect(normalizePhone('+7 701 123 45 67', 'KZ')).toEqual({ ok: true, e164: '77011234567' });
    expect(normalizePhone('+7 701 123 45 67', 'RU')).toEqual({ ok: true, e164: '77011234567' });
    expect(normalizePhone('+375 29 123-45-67', 'BY')).toEqual({ ok: true, e164: '375291234567' });
    expect(normalizePhone('291234567', 'BY')).toEqual({ ok: true, e164: '375291234567' });
    expect(normalizePhone('+375 19 123-45-67', 'BY').ok).toBe(false);
  });
});

describe('formatPhone and maskPhoneInput', () => {
  it('formats with the country mask', () => {
    expect(formatPhone('79161234567', 'RU')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('375291234567', 'BY')).toBe('+375 (29) 123-45-67');
    expect(formatPhone('123', 'RU')).toBe('+123');
  });
  it('masks partial input', () => {
    expect(maskPhoneInput('916123', 'RU')).toBe('+7 (916) 123');
    expect(maskPhoneInput('+7 (916) 123-45-678', 'RU')).toBe('+7 (916) 123-45-67');
    expect(maskPhoneInput('8916', 'RU')).toBe('+7 (916');
    expect(maskPhoneInput('', 'RU')).toBe('');
  });
});
