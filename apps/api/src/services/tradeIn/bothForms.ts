import { local } from '../favorites/local';

/** A main-service contract path as routes: with and without its trailing slash (the storefronts may send either). */
export function bothForms(path: string): [string, string] {
  const slashed = local(path);
  return [slashed, slashed.replace(/\/$/, '')];
}
