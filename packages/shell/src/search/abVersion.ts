import { type AutocompleteVersion, readDocumentCookie } from '@ornament/api-client';
import { contextCookies } from '@ornament/api-contract/http';

/** Spec 1 §7: autocomplete v2 for the 'new search' A/B group b, v1 for everyone else. */
export function autocompleteVersionOf(newSearchGroup: string | undefined): AutocompleteVersion {
  return newSearchGroup?.trim().toLowerCase() === 'b' ? 2 : 1;
}

export function currentAutocompleteVersion(): AutocompleteVersion {
  return autocompleteVersionOf(readDocumentCookie(contextCookies.newSearch));
}
