import { services } from '@ornament/api-contract';

/** A contract path relative to the catalogue service prefix the review routes are registered under. */
export function local(path: string): string {
  if (!path.startsWith(`${services.catalog}/`)) throw new Error(`${path} is not a catalogue path`);
  return path.slice(services.catalog.length).replace('%3A', ':');
}
