// Apart from ./date so that a page needing only this carries none of the date formatting.

type TemporalNow = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The runtime's own IANA zone ('UTC' when it names none). Temporal answers at once where it exists;
 * the fallback builds a date formatter, which costs a browser tens of milliseconds on first use.
 */
export function runtimeTimeZone(): string {
  try {
    return (globalThis as TemporalNow).Temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
