import { describe, expect, it } from 'vitest';
import { authErrorMessages, authModalMessages, codeSentText, fillProfileBonusText, resendCountdownText } from './authModal';

describe('auth modal texts', () => {
  it('quotes the spec where it gives the words', () => {
    expect(authModalMessages.resend).toBe('Отправить код повторно');
    expect(authModalMessages.restore).toBe('Восстановить');
    expect(authErrorMessages.email_unauthorized).toBe('Неверный логин или пароль');
  });

  it('fills the templates', () => {
    expect(codeSentText('+7 (999) 000-00-01')).toBe('Мы отправили код на +7 (999) 000-00-01');
    expect(resendCountdownText(42)).toBe('Отправить код повторно через 42 с');
    expect(fillProfileBonusText(300)).toBe('Заполните профиль и получите 300 бонусов');
  });
});
