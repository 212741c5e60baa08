// Opening hours (account favourite stores, shop map) as the stores table keeps them (ISO weekday '1'…'7' → hours or null) in one line.
import { profileMessages as m } from '../messages/profile';

type Hours = Record<string, { open: string; close: string } | null>;

const dayNames = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

/** 'ежедневно 10:00–22:00' when every day is the same; otherwise runs of days: 'пн–пт 10:00–21:00, сб–вс выходной'. */
export function hoursText(hours: Hours): string {
  const days = dayNames.map((_, i) => {
    const day = hours[String(i + 1)];
    return day ? `${day.open}–${day.close}` : null;
  });
  if (days.every((day) => day === undefined || day === null)) return '';
  if (days.every((day) => day !== null && day === days[0])) return `ежедневно ${days[0]}`;
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= days.length; i++) {
    if (i < days.length && days[i] === days[start]) continue;
    const label = i - 1 === start ? dayNames[start] : `${dayNames[start]}–${dayNames[i - 1]}`;
    runs.push(`${label} ${days[start] ?? m.storesClosed}`);
    start = i;
  }
  return runs.join(', ');
}
