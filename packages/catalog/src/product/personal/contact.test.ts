import { describe, expect, it } from 'vitest';
import { parseContact } from './contact';

describe('parseContact', () => {
  it('reads an email or a phone', () => {
    expect(parseContact(' anna@example.ru ')).toEqual({ email: 'anna@example.ru' });
    expect(parseContact('+7 (916) 123-45-67')).toEqual({ phone: '+79161234567' });
  });

  it('refuses anything else', () => {
    for (const value of ['', 'anna@', 'anna@example', '12345', 'привет']) expect(parseContact(value)).toBeNull();
  });
});
