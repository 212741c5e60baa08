// ru-RU number format (spec 1 §1). ICU versions disagree on the group separator (U+00A0, U+202F)
// and the minus sign (U+002D, U+2212), so the parts are reassembled with fixed characters and the
// same number prints the same on every server and browser.

/** Narrow no-break space between digit groups (BRANDS.md). */
export const groupSeparator = '\u202F';
/** No-break space between a number and its unit or currency symbol. */
export const unitSeparator = '\u00A0';

export interface NumberFormatOptions {
  /** Exact number of fraction digits; by default 0 for whole numbers and up to 2 otherwise. */
  readonly fractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}:${maximum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', {
      useGrouping: true,
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const minimum = options.fractionDigits ?? 0;
  const maximum = options.fractionDigits ?? 2;
  const printed = formatterFor(minimum, maximum)
    .formatToParts(value)
    .map((part) => {
      switch (part.type) {
        case 'group':
          return groupSeparator;
        case 'minusSign':
          return '-';
        case 'decimal':
          return ',';
        default:
          return part.value;
      }
    })
    .join('');
  // A value that rounds to zero must not read '-0'.
  return /^-0(?:,0+)?$/.test(printed) ? printed.slice(1) : printed;
}
