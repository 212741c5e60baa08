import { describe, expect, it } from 'vitest';
import { clipText, giftCardDeliveryRules, giftCardRecipientSms, giftCardRetryDelayMs } from './giftCardDelivery';

const nbsp = '\u00A0';
const nnbsp = '\u202F';

describe('gift card delivery', () => {
  it('writes the recipient one SMS with the nominal, the number and the note', () => {
    const text = giftCardRecipientSms({ recipientName: 'Мария', nominal: 5000, currency: 'RUB', cardNumber: '2000100000000001', note: 'С днём\nрождения!' });
    expect(text).toBe(`Мария, вам подарок — подарочная карта «Орнамент» на 5${nnbsp}000${nbsp}₽. Номер карты: 2000 1000 0000 0001. Пожелание: «С днём рождения!»`);
  });

  it('leaves out an empty note and clips long ones', () => {
    expect(giftCardRecipientSms({ recipientName: '', nominal: 1000, currency: 'RUB', cardNumber: '2000100000000001', note: '  ' })).toBe(
      `Вам подарок — подарочная карта «Орнамент» на 1${nnbsp}000${nbsp}₽. Номер карты: 2000 1000 0000 0001.`,
    );
    const text = giftCardRecipientSms({ recipientName: 'Мария', nominal: 1000, currency: 'RUB', cardNumber: '2000100000000001', note: 'ж'.repeat(300) });
    expect(text.endsWith(`${'ж'.repeat(giftCardDeliveryRules.noteMaxLength - 1)}…»`)).toBe(true);
  });

  it('never cuts a character in half', () => {
    expect(clipText('😀😀😀', 2)).toBe('😀…');
    expect(clipText('a  b', 10)).toBe('a b');
  });

  it('backs off after each failure up to the cap', () => {
    expect([1, 2, 3, 7, 8, 20].map(giftCardRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});
