import { describe, expect, it } from 'vitest';
import { emailNeedsCode, mailedAddress, normalEmail, passwordNeedsCode } from './confirmation';

describe('issue 19 finding 10: when the profile forms ask for «Код из SMS»', () => {
  it('issue 19 finding 10: a changed or cleared e-mail needs the code, the same address in another case or with spaces does not', () => {
    expect(emailNeedsCode('anna@example.ru', 'anna@example.ru')).toBe(false);
    expect(emailNeedsCode('anna@example.ru', '  Anna@Example.RU ')).toBe(false);
    expect(emailNeedsCode('anna@example.ru', 'anna.s@example.ru')).toBe(true);
    expect(emailNeedsCode('anna@example.ru', '')).toBe(true);
    expect(emailNeedsCode('', 'first@example.ru')).toBe(true);
    expect(emailNeedsCode('', '   ')).toBe(false);
    expect(normalEmail(null)).toBe('');
  });

  it('issue 19 finding 10: only a first password needs the code', () => {
    expect(passwordNeedsCode(false)).toBe(true);
    expect(passwordNeedsCode(true)).toBe(false);
  });

  it('issue 19 finding 10: the «Мы отправили письмо» notice names the pending address only after an e-mail change', () => {
    expect(mailedAddress(true, 'new@example.ru')).toBe('new@example.ru');
    expect(mailedAddress(true, null)).toBeNull();
    expect(mailedAddress(false, 'new@example.ru')).toBeNull();
  });
});
