import { formatDate, parseUtcOffset } from '@ornament/domain';

/** 'dd.MM.yy HH:mm' in the storefront's zone ('UTC+3:00'): reserves and the QR code's expiry need the hour. */
export function formatDateTime(iso: string, timeZone: string): string {
  const local = new Date(Date.parse(iso) + (parseUtcOffset(timeZone) ?? 0) * 60 * 1000);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(iso, timeZone)} ${time}`;
}
