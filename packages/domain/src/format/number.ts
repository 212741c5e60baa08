// ru-RU number format (spec 1 §1): digit groups of three split by a narrow no-break space, a decimal
// comma, a hyphen-minus. Written out rather than asked of Intl.NumberFormat: a browser's first
// ru-RU NumberFormat loads ICU's locale data, 27–67 ms of one task on this machine's Chromium (four
// times that on a throttled phone) while a page hydrates its prices; ICU versions also disagree on
// the separators (U+00A0 or U+202F, U+002D or U+2212). The printing follows ICU's own: the number's
// shortest decimal form, rounded half away from zero (1.005 → 1,01), trailing zeros dropped down to
// the minimum (number.test.ts compares the two over many values).

/** Narrow no-break space between digit groups (BRANDS.md). */
export const groupSeparator = '\u202F';
/** No-break space between a number and its unit or currency symbol. */
export const unitSeparator = '\u00A0';

export interface NumberFormatOptions {
  /** Exact number of fraction digits; by default 0 for whole numbers and up to 2 otherwise. */
  readonly fractionDigits?: number;
}

/** One more, in a string of decimal digits: '0999' → '1000'. */
const incremented = (digits: string) => digits.replace(/(\d)(9*)$/, (_, last: string, nines: string) => `${Number(last) + 1}${'0'.repeat(nines.length)}`);

export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const maximum = options.fractionDigits ?? 2;
  // The shortest decimal form's digits, with zeros added on the left up to one whole digit and on the
  // right up to one digit past the kept ones: 5e-7 → '0' + '5' + zeros, the point after `point` digits.
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const [head = '', tail = ''] = mantissa.split('.');
  const shift = Math.max(0, 1 - head.length - Number(exponent));
  const point = head.length + Number(exponent) + shift;
  const digits = '0'.repeat(shift) + head + tail + '0'.repeat(Math.max(0, point + maximum + 1 - shift - head.length - tail.length));
  const kept = digits.slice(0, point + maximum);
  const rounded = digits.charAt(point + maximum) >= '5' ? incremented(kept) : kept;
  const whole = rounded.slice(0, rounded.length - maximum).replace(/\B(?=(\d{3})+$)/g, groupSeparator);
  const fraction = rounded
    .slice(rounded.length - maximum)
    .replace(/0+$/, '')
    .padEnd(options.fractionDigits ?? 0, '0');
  const printed = fraction ? `${whole},${fraction}` : whole;
  // A value that rounds to zero must not read '-0'.
  return value < 0 && /[1-9]/.test(rounded) ? `-${printed}` : printed;
}
