// One holiday exception as the store detail lists it: '1 января — выходной (Новый год — выходной)'.
import type { StoreHolidayHours } from '@ornament/api-contract';
import { shopMapTexts as t } from '@ornament/domain';

const months = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

export function holidayDateText(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return month && day ? `${day} ${months[month - 1] ?? ''}`.trim() : date;
}

export function holidayHoursText(holiday: StoreHolidayHours): string {
  const hours = holiday.open && holiday.close ? `${holiday.open}–${holiday.close}` : t.dayOff;
  return `${holidayDateText(holiday.date)}: ${hours}`;
}
