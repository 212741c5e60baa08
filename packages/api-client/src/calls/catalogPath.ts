import { safeDecode } from '../decode';

/**
 * A storefront catalogue path ('/jewelry-catalog/rings/material-gold/') made safe to append to the
 * API path: dot segments are dropped so a crafted URL cannot climb to another endpoint, each segment is
 * encoded once (already-encoded input is decoded first), and a query or fragment is cut off.
 */
export function catalogPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare
    .split('/')
    .map((segment) => safeDecode(segment))
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => encodeURIComponent(segment));
  if (segments.length === 0) return '/';
  return `/${segments.join('/')}${bare.endsWith('/') ? '/' : ''}`;
}

/** A response header holding a list: a comma list or a JSON array of strings. */
export function parseListHeader(value: string | null): string[] {
  if (!value) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `x-product-count`: a non-negative integer, or undefined when absent or garbled. */
export function parseCountHeader(value: string | null): number | undefined {
  const text = value?.trim();
  return text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}
