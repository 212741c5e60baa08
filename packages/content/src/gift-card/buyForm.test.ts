import { describe, expect, it } from 'vitest';
import { buyBody, initialBuyValues } from './buyForm';

describe('gift card purchase form', () => {
  it('starts on a middle nominal, the first decor and Moscow time', () => {
    expect(initialBuyValues([1000, 3000, 5000], ['classic', 'love'])).toMatchObject({ nominal: 5000, decor: 'classic', timezone: 'Москва UTC+3:00', sendLater: false });
  });

  it('sends the date and time only with send-later', () => {
    const values = { ...initialBuyValues([1000], ['classic']), name: 'Мария', selectedDate: '2030-01-01' };
    expect(buyBody(values)).not.toHaveProperty('selectedDate');
    expect(buyBody({ ...values, sendLater: true })).toMatchObject({ sendLater: true, selectedDate: '2030-01-01', selectedTime: '12:00', recipient: { name: 'Мария' } });
  });
});
