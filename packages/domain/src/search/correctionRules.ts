import { limits } from '../rules/limits';

// The storefront's two correction rules, apart from the correction itself (layouts, vocabulary),
// which only the API runs: browser bundles import these without the tables.
const latinLetter = /[a-z]/iu;

/** Spec 1 §5: a corrected query is adopted only if the typed text contains Latin letters. */
export function shouldAdoptCorrection(typed: string): boolean {
  return latinLetter.test(typed);
}

/** Spec 1 §5: a correction event needs at least 3 characters (letters, not UTF-16 units). */
export function isCorrectionEventAllowed(typed: string): boolean {
  return [...typed.trim()].length >= limits.correctionMinLength;
}
