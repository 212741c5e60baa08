import { describe, expect, it } from 'vitest';
import { profileMessages as m } from '../messages/profile';
import { missingProfileFields } from './fillProfile';
import { iinCheckDigit, isValidIin } from './iin';
import { birthdayError, emailError, iinError, nameError, passwordError } from './profileFields';
import { subscriptionKind, subscriptionKinds } from './subscriptionKinds';

describe('names', () => {
  it('accepts letters with single spaces and hyphens, Cyrillic or Latin', () => {
    for (const ok of ['Анна', 'Анна-Мария', 'Мария Луиза', 'John', '']) expect(nameError(ok)).toBeNull();
  });
  it('rejects digits, punctuation, double separators and more than 50 letters', () => {
    for (const bad of ['Анна1', 'Анна!', 'Анна--Мария', '-Анна', 'Анна ']) expect(nameError(bad)).toBe(m.nameInvalid);
    expect(nameError('А'.repeat(51))).toBe(m.nameTooLong);
    expect(nameError('А'.repeat(50))).toBeNull();
  });
});

describe('e-mail', () => {
  it('accepts an address with a dotted domain and rejects the rest', () => {
    expect(emailError('anna@example.ru')).toBeNull();
    for (const bad of ['anna', 'anna@', 'anna@example', 'an na@example.ru', 'anna@@example.ru']) expect(emailError(bad)).toBe(m.emailInvalid);
  });
});

describe('birthday', () => {
  const today = new Date(Date.UTC(2026, 10, 23));
  it('needs a real date', () => {
    expect(birthdayError('1990-02-30', today)).toBe(m.birthdayInvalid);
    expect(birthdayError('23.11.1990', today)).toBe(m.birthdayInvalid);
    expect(birthdayError('1990-05-17', today)).toBeNull();
  });
  it('needs an age of 14 to 120 on the day', () => {
    expect(birthdayError('2012-11-23', today)).toBeNull();
    expect(birthdayError('2012-11-24', today)).toBe(m.birthdayAge);
    expect(birthdayError('1906-11-23', today)).toBeNull();
    expect(birthdayError('1905-11-22', today)).toBe(m.birthdayAge);
  });
});

describe('Kazakh IIN', () => {
  it('checks the modulo-11 digit with the first weights', () => {
    // 90051730001 → 1·9+2·0+3·0+4·5+5·1+6·7+7·3+8·0+9·0+10·0+11·1 = 108 → 108 mod 11 = 9.
    expect(iinCheckDigit('90051730001')).toBe(9);
    expect(isValidIin('900517300019')).toBe(true);
    expect(isValidIin('900517300018')).toBe(false);
  });
  it('falls back to the second weights when the first give 10', () => {
    // 00000000010: first row 10 → 10, second row 1 → check digit 1.
    expect(iinCheckDigit('00000000010')).toBe(1);
    // 00000000001: first row 11 → 0.
    expect(iinCheckDigit('00000000001')).toBe(0);
  });
  it('rejects wrong lengths, letters and impossible dates', () => {
    expect(iinError('12345')).toBe(m.iinInvalid);
    expect(iinError('90051730001a')).toBe(m.iinInvalid);
    expect(isValidIin('901317300019')).toBe(false);
    expect(iinError('')).toBeNull();
  });
});

describe('password', () => {
  it('needs 8 characters with a letter and a digit', () => {
    expect(passwordError('secret12')).toBeNull();
    expect(passwordError('пароль12')).toBeNull();
    for (const bad of ['short1', 'lettersonly', '12345678', 'a1'.repeat(65)]) expect(passwordError(bad)).toBe(m.passwordWeak);
  });
});

describe('fill-profile and subscription kinds', () => {
  it('lists the empty fields of name, surname, email, birthday and gender', () => {
    expect(missingProfileFields({ name: 'Анна', surname: ' ', email: null })).toEqual(['surname', 'email', 'birthday', 'gender']);
  });
  it('keeps mobile-push but hides it', () => {
    expect(subscriptionKind('mobile-push')?.visible).toBe(false);
    expect(subscriptionKinds.filter((kind) => kind.visible).length).toBeGreaterThan(2);
  });
});
