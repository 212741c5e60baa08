import type { CookieReader } from '@ornament/api-client';
import { contextCookies } from '@ornament/api-contract/http';

function photoSearchFlagOf(raw: string | undefined): boolean {
  if (!raw) return false;
  try {
    const flags: unknown = JSON.parse(raw);
    return typeof flags === 'object' && flags !== null && 'photoSearch' in flags && flags.photoSearch === true;
  } catch {
    return false;
  }
}

/**
 * The product header's similar-items photo-search button (spec 1 §1, §2): only with the photoSearch
 * feature flag on, and never for the `ab_kt_new` group b. The reader returns decoded cookie values.
 */
export function isPhotoSearchButtonShown(read: CookieReader): boolean {
  return photoSearchFlagOf(read(contextCookies.featureFlags)) && read(contextCookies.abKtNew) !== 'b';
}
