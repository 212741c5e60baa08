// A week of opening hours as one line for the checkout map's list: 'Ежедневно 10:00–22:00', or runs
// of equal days 'Пн–Пт 10:00–20:00, Сб 10:00–18:00, Вс выходной'.
import { workTimeMessages } from '../messages/deliveryTerms';

export interface DayHours {
  readonly open: string;
  readonly close: string;
}

/** Monday first; null = closed. */
export type WeekHours = readonly (DayHours | null)[];

const same = (a: DayHours | null | undefined, b: DayHours | null | undefined) => (a ?? null) === (b ?? null) || (!!a && !!b && a.open === b.open && a.close === b.close);
const hoursText = (day: DayHours | null) => (day ? `${day.open}–${day.close}` : workTimeMessages.closed);

export function workTimeText(week: WeekHours): string {
  const days = Array.from({ length: 7 }, (_, i) => week[i] ?? null);
  if (days.every((day) => same(day, days[0])) && days[0]) return `${workTimeMessages.daily} ${hoursText(days[0])}`;
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= 7; i++) {
    if (i < 7 && same(days[i], days[start])) continue;
    const names = workTimeMessages.weekdays;
    const label = i - 1 === start ? names[start] : `${names[start]}–${names[i - 1]}`;
    runs.push(`${label} ${hoursText(days[start]!)}`);
    start = i;
  }
  return runs.join(', ');
}
