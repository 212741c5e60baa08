import { requestHeaders } from '@ornament/api-contract/http';
import type { RequestContext } from './context';

/** The staff flag travels as 'Y', like the spec's other Y/N switches (X-Mobile-Pay: Y). */
export const staffAccessValue = 'Y';

/**
 * The context headers every call carries (spec 1 §7). Empty values are left out rather than sent
 * blank, so the API falls back to its own defaults. The currency code is not here: only the calls the
 * spec names send it (see `currencyHeader`).
 */
export function contextHeaders(ctx: RequestContext): Record<string, string> {
  const entries: [string, string | undefined][] = [
    [requestHeaders.site, ctx.site],
    [requestHeaders.source, ctx.source],
    [requestHeaders.cityId, ctx.cityId],
    [requestHeaders.regionId, ctx.regionId],
    [requestHeaders.countryId, ctx.countryId],
    [requestHeaders.countryCode, ctx.countryCode],
    [requestHeaders.regionTimezone, ctx.regionTimezone],
    [requestHeaders.promoCodes, ctx.promoCodes.join(',')],
    [requestHeaders.staffAccess, ctx.staffAccess ? staffAccessValue : undefined],
    [requestHeaders.abGroup, ctx.abGroup],
    [requestHeaders.abTestId, ctx.abTestId],
  ];
  const headers: Record<string, string> = {};
  for (const [name, value] of entries) {
    const trimmed = value?.trim();
    if (trimmed) headers[name] = trimmed;
  }
  return headers;
}

/** Spec 2 §7 prices, spec 3 §7 bonuses: the storefront's currency as a header. */
export function currencyHeader(ctx: RequestContext): Record<string, string> {
  return ctx.currencyCode ? { [requestHeaders.currencyCode]: ctx.currencyCode } : {};
}
