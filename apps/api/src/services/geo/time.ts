// GET /api/common/time/: the clock in the zone the `Timezone` header names ('UTC+6:00' or an IANA name).
import { parseUtcOffset } from '@ornament/domain';

export interface ZonedTime {
  timestamp: number;
  iso: string;
  timezone: string;
  offset: string;
}

const maxOffsetMinutes = 14 * 60;

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function ianaOffsetMinutes(zone: string, at: Date): number | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name === undefined) return null;
    return name === 'GMT' ? 0 : parseUtcOffset(name);
  } catch {
    return null;
  }
}

/** Minutes east of UTC of a zone ('UTC+6:00' or an IANA name) at `now`; null when it is neither. */
export function zoneOffsetMinutes(zone: string, now: Date): number | null {
  const trimmed = zone.trim();
  if (trimmed === '' || trimmed.length > 64) return null;
  const offset = parseUtcOffset(trimmed) ?? ianaOffsetMinutes(trimmed, now);
  return offset === null || Math.abs(offset) > maxOffsetMinutes ? null : offset;
}

/** The time in a zone; null when the zone is neither a sane offset nor a known IANA name. */
export function timeIn(zone: string, now: Date): ZonedTime | null {
  const trimmed = zone.trim();
  const offset = zoneOffsetMinutes(trimmed, now);
  if (offset === null) return null;
  const local = new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return { timestamp: now.getTime(), iso: `${local}${formatOffset(offset)}`, timezone: trimmed, offset: formatOffset(offset) };
}
