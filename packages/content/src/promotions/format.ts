// Dates of promotions in the storefront's own zone (the tenant's 'UTC+3:00' style label), so the
// server render and the browser agree whatever zone either runs in.
import { ruDateFormat } from '@ornament/domain';

/** Minutes east of UTC from a label such as 'UTC+3:00' or 'UTC-2:30'; 0 when unreadable. */
export function offsetMinutes(label: string): number {
  const match = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/.exec(label.trim());
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const dateFormat = ruDateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '30 ноября 2026 г.' for the instant as seen at the offset. */
export function formatPromotionDate(iso: string, zoneLabel: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return dateFormat.format(new Date(instant + offsetMinutes(zoneLabel) * 60_000));
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** What is left until `endIso` at `now` (all zero and done once it has passed). */
export function countdown(endIso: string, now: number): CountdownParts {
  const left = Math.max(0, Date.parse(endIso) - now);
  if (Number.isNaN(left) || left === 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  const seconds = Math.floor(left / 1000);
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60, done: false };
}

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * How far the shopper's clock is from the shop's (server time minus local time, ms), measured around
 * one call to GET /api/common/time/: the middle of the round trip stands for the server's moment.
 */
export function clockOffsetMs(serverTimestamp: number, sentAt: number, receivedAt: number): number {
  return serverTimestamp - Math.round((sentAt + receivedAt) / 2);
}
