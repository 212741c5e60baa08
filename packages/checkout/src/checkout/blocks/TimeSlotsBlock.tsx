'use client';

import { checkoutFormMessages as m } from '@ornament/domain';
import * as styles from '../checkout.css';
import { dayMonth } from '../logic/delivery';
import { slotDates, slotLabel, type SlotChoice, type TimeSlotsByDate } from '../logic/timeSlots';
import { AreaErrors } from './Field';

export interface TimeSlotsBlockProps {
  timeslots: TimeSlotsByDate;
  choice: SlotChoice | null;
  onChoose: (choice: SlotChoice) => void;
  error: string | null;
}

/** Courier slots keyed by date (spec 3 §4 "Time slot"): a date row, then that date's slots. */
export function TimeSlotsBlock({ timeslots, choice, onChoose, error }: TimeSlotsBlockProps) {
  const dates = slotDates(timeslots);
  if (dates.length === 0) return null;
  const slots = choice ? (timeslots[choice.date] ?? []) : [];
  return (
    <div className={styles.block} role="group" aria-labelledby="checkout-slots">
      <h4 id="checkout-slots" className={styles.blockTitle}>
        {m.timeSlots}
      </h4>
      <div className={styles.slotDates} role="group" aria-label={m.date}>
        {dates.map((date) => (
          <button
            key={date}
            type="button"
            className={styles.slotButton}
            aria-pressed={choice?.date === date}
            onClick={() => onChoose({ date, slotId: String(timeslots[date]?.[0]?.time_slot_id ?? '') })}
          >
            {dayMonth(date)}
          </button>
        ))}
      </div>
      <div className={styles.row} role="group" aria-label={m.time}>
        {slots.map((slot) => (
          <button
            key={String(slot.time_slot_id)}
            type="button"
            className={styles.slotButton}
            aria-pressed={choice?.slotId === String(slot.time_slot_id)}
            onClick={() => choice && onChoose({ date: choice.date, slotId: String(slot.time_slot_id) })}
          >
            {slotLabel(slot)}
          </button>
        ))}
      </div>
      <AreaErrors messages={error ? [error] : []} />
    </div>
  );
}
