import { services } from '@ornament/api-contract';

/** A contract path relative to the main service prefix these routes are registered under. */
export function local(path: string): string {
  if (!path.startsWith(`${services.main}/`)) throw new Error(`${path} is not a main service path`);
  return path.slice(services.main.length).replace(/%3A(\w+)/g, ':$1');
}
