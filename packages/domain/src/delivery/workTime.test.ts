import { describe, expect, it } from 'vitest';
import { workTimeText } from './workTime';

const h = (open: string, close: string) => ({ open, close });

describe('workTimeText', () => {
  it('says Ежедневно when every day is the same', () => {
    expect(workTimeText(Array.from({ length: 7 }, () => h('10:00', '22:00')))).toBe('Ежедневно 10:00–22:00');
  });

  it('groups runs of equal days and names closed days', () => {
    const week = [h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '18:00'), null];
    expect(workTimeText(week)).toBe('Пн–Пт 10:00–20:00, Сб 10:00–18:00, Вс выходной');
  });

  it('treats missing days as closed', () => {
    expect(workTimeText([h('09:00', '21:00')])).toBe('Пн 09:00–21:00, Вт–Вс выходной');
  });
});
