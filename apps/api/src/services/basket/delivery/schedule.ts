// Dates and courier slots in the city's time zone (spec 3 §3 "deliveryInfo": timeslots keyed by date).
import type { Timeslot } from '@ornament/api-contract';
import { parseUtcOffset } from '@ornament/domain';

export interface LocalClock {
  /** 'YYYY-MM-DD' of today in the city. */
  today: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** Local date `days` after today. */
  dateAfter(days: number): string;
}

export function localClock(now: Date, timezone: string | null): LocalClock {
  const offset = parseUtcOffset(timezone ?? 'UTC+3:00') ?? 180;
  const local = new Date(now.getTime() + offset * 60_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const dateAfter = (days: number) => new Date(midnight + days * 86_400_000).toISOString().slice(0, 10);
  return { today: dateAfter(0), minutes: local.getUTCHours() * 60 + local.getUTCMinutes(), dateAfter };
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The id a slot is chosen by: date and times, stable across answers. */
export function timeslotId(date: string, from: string, to: string): string {
  return `${date}_${from}-${to}`;
}

/**
 * Slots for `dayCount` days from the first delivery day; today's slots only when they start at
 * least two hours from now.
 */
export function timeslotsFrom(clock: LocalClock, firstDay: number, dayCount: number, slots: readonly string[]): Record<string, Timeslot[]> {
  const result: Record<string, Timeslot[]> = {};
  for (let day = firstDay; day < firstDay + dayCount; day++) {
    const date = clock.dateAfter(day);
    const list = slots.flatMap((slot) => {
      const [from, to] = slot.split('-');
      if (!from || !to) return [];
      if (day === 0 && minutesOf(from) < clock.minutes + 120) return [];
      return [{ time_slot_id: timeslotId(date, from, to), time_from: from, time_to: to }];
    });
    if (list.length > 0) result[date] = list;
  }
  return result;
}
