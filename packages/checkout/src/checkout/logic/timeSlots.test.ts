import { describe, expect, it } from 'vitest';
import { findSlot, resolveSlotChoice, slotDates, slotLabel } from './timeSlots';

const timeslots = {
  '2030-05-02': [
    { time_slot_id: 3, time_from: '10:00', time_to: '14:00' },
    { time_slot_id: 4, time_from: '14:00', time_to: '18:00' },
  ],
  '2030-05-01': [{ time_slot_id: 1, time_from: '18:00', time_to: '22:00' }],
  '2030-05-03': [],
};

describe('time slots', () => {
  it('lists dates with slots, earliest first', () => {
    expect(slotDates(timeslots)).toEqual(['2030-05-01', '2030-05-02']);
  });

  it('keeps a choice that is still offered', () => {
    const chosen = { date: '2030-05-02', slotId: '4' };
    expect(resolveSlotChoice(timeslots, chosen)).toBe(chosen);
    expect(findSlot(timeslots, chosen)?.time_from).toBe('14:00');
  });

  it('falls back to the first date and slot when the date or slot disappeared', () => {
    expect(resolveSlotChoice(timeslots, { date: '2030-04-30', slotId: '1' })).toEqual({ date: '2030-05-01', slotId: '1' });
    expect(resolveSlotChoice(timeslots, { date: '2030-05-02', slotId: '9' })).toEqual({ date: '2030-05-01', slotId: '1' });
    expect(resolveSlotChoice(timeslots, null)).toEqual({ date: '2030-05-01', slotId: '1' });
  });

  it('falls back to the first slot on a timeslots error', () => {
    expect(resolveSlotChoice(timeslots, { date: '2030-05-02', slotId: '4' }, true)).toEqual({ date: '2030-05-01', slotId: '1' });
  });

  it('chooses nothing when nothing is offered', () => {
    expect(resolveSlotChoice({}, { date: '2030-05-01', slotId: '1' })).toBeNull();
    expect(resolveSlotChoice(undefined, null)).toBeNull();
  });

  it('labels a slot by its hours', () => {
    expect(slotLabel({ time_slot_id: 1, time_from: '10:00:00', time_to: '14:00:00' })).toBe('10:00–14:00');
  });
});
