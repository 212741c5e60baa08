import { describe, expect, it } from 'vitest';
import { hoursText } from './openingHours';

const every = (open: string, close: string) => Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, { open, close }]));

describe('opening hours', () => {
  it('says "daily" when all days match', () => {
    expect(hoursText(every('10:00', '22:00'))).toBe('ежедневно 10:00–22:00');
  });
  it('groups runs of equal days and names days off', () => {
    expect(hoursText({ ...every('10:00', '21:00'), '6': { open: '11:00', close: '20:00' }, '7': null })).toBe('пн–пт 10:00–21:00, сб 11:00–20:00, вс выходной');
  });
  it('is empty without hours', () => {
    expect(hoursText({})).toBe('');
  });
});
