/** decodeURIComponent that keeps a value which is not valid encoding (a literal '%') as it is. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
