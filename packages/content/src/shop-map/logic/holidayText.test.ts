import { describe, expect, it } from 'vitest';
import { holidayDateText, holidayHoursText } from './holidayText';

describe('holiday hours text', () => {
  it('names the day and the hours, or a day off', () => {
    expect(holidayDateText('2027-05-09')).toBe('9 мая');
    expect(holidayHoursText({ date: '2026-12-31', open: '10:00', close: '18:00', note: 'Новогодний вечер' })).toBe('31 декабря: 10:00–18:00');
    expect(holidayHoursText({ date: '2027-01-01', open: null, close: null, note: 'Новый год' })).toBe('1 января: выходной');
  });
});
