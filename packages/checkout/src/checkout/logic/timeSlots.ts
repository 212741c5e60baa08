// Courier time slots (spec 3 §3 deliveryInfo.store.timeslots, §4 "Time slot"): keyed by date
// 'YYYY-MM-DD'. When the chosen date or slot is no longer offered, or the server answered a
// timeslots error, the first date and its first slot are chosen.

export interface TimeSlot {
  time_slot_id: string | number;
  time_from: string;
  time_to: string;
}

export type TimeSlotsByDate = Readonly<Record<string, readonly TimeSlot[]>>;

export interface SlotChoice {
  date: string;
  slotId: string;
}

/** Dates that offer at least one slot, earliest first. */
export function slotDates(timeslots: TimeSlotsByDate | null | undefined): string[] {
  if (!timeslots) return [];
  return Object.keys(timeslots)
    .filter((date) => (timeslots[date]?.length ?? 0) > 0)
    .sort();
}

export function findSlot(timeslots: TimeSlotsByDate | null | undefined, choice: SlotChoice | null): TimeSlot | null {
  if (!timeslots || !choice) return null;
  return timeslots[choice.date]?.find((slot) => String(slot.time_slot_id) === choice.slotId) ?? null;
}

export function resolveSlotChoice(timeslots: TimeSlotsByDate | null | undefined, chosen: SlotChoice | null, hasTimeslotsError = false): SlotChoice | null {
  if (!hasTimeslotsError && findSlot(timeslots, chosen)) return chosen;
  const firstDate = slotDates(timeslots)[0];
  const firstSlot = firstDate === undefined ? undefined : timeslots?.[firstDate]?.[0];
  return firstDate !== undefined && firstSlot ? { date: firstDate, slotId: String(firstSlot.time_slot_id) } : null;
}

/** '10:00–14:00' from '10:00:00' / '10:00'. */
export function slotLabel(slot: TimeSlot): string {
  return `${slot.time_from.slice(0, 5)}–${slot.time_to.slice(0, 5)}`;
}
