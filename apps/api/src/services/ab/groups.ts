// The A/B cookies of GET /api/sklv/v5/set-cookie/ (spec 1 §1, issue 3): a group per test drawn at
// random once and then kept — an existing cookie with a valid value is never redrawn. The diamond
// storefront takes no part in the recommendations test.
import { type AbGroup, type FeatureFlags, type SetCookieResponse, abGroups, contextCookies, recommendationsTestId } from '@ornament/api-contract';

/** 30 days (issue 3: campaign-like cookies live 30 days). */
export const abCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** Flags are configuration, not a draw: the A/B groups decide who sees a flagged feature. */
export const featureFlags: FeatureFlags = { photoSearch: true };

export type Draw = () => number;

function isGroup(value: string | undefined): value is AbGroup {
  return (abGroups as readonly (string | undefined)[]).includes(value);
}

function keepOrDraw(existing: string | undefined, draw: Draw): AbGroup {
  if (isGroup(existing)) return existing;
  return draw() < 0.5 ? 'a' : 'b';
}

export interface AbInput {
  cookies: Readonly<Record<string, string>>;
  diamant: boolean;
  draw: Draw;
}

export function abAssignment({ cookies, diamant, draw }: AbInput): SetCookieResponse['data'] {
  return {
    ab_test_id: diamant ? null : recommendationsTestId,
    ab_group: diamant ? null : keepOrDraw(cookies[contextCookies.abGroup], draw),
    ab_kt_new: keepOrDraw(cookies[contextCookies.abKtNew], draw),
    new_search: keepOrDraw(cookies[contextCookies.newSearch], draw),
    feature_flags: featureFlags,
  };
}

function cookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${abCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie lines; readable by the storefront (not HttpOnly): groups are no secret. */
export function abCookies(assignment: SetCookieResponse['data'], secure: boolean): string[] {
  const lines = [
    cookie(contextCookies.abKtNew, assignment.ab_kt_new, secure),
    cookie(contextCookies.newSearch, assignment.new_search, secure),
    cookie(contextCookies.featureFlags, JSON.stringify(assignment.feature_flags), secure),
  ];
  if (assignment.ab_test_id !== null && assignment.ab_group !== null) {
    lines.unshift(cookie(contextCookies.abTestId, assignment.ab_test_id, secure), cookie(contextCookies.abGroup, assignment.ab_group, secure));
  }
  return lines;
}
