import { safeDecode } from './decode';

/** Reads one cookie by name; the server passes `(n) => cookies().get(n)?.value`, the browser `readDocumentCookie`. */
export type CookieReader = (name: string) => string | undefined;


/**
 * A cookie from a `document.cookie`-style string. The string is a parameter so tests and the server
 * (a raw Cookie header) can use it; in the browser it defaults to `document.cookie`.
 */
export function readDocumentCookie(name: string, cookieString?: string): string | undefined {
  const source = cookieString ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return safeDecode(value);
  }
  return undefined;
}
