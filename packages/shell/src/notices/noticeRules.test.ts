import { describe, expect, it } from 'vitest';
import { lacksRangeFormatting, needsAbCookies, noticePageTypeOf, shouldShowAuthBanner } from './noticeRules';

describe('noticePageTypeOf', () => {
  it('knows the main page and catalogue sections', () => {
    expect(noticePageTypeOf('/')).toBe('main');
    expect(noticePageTypeOf('/jewelry-catalog/')).toBe('catalog');
    expect(noticePageTypeOf('/diamant-jewelry-catalog/rings/')).toBe('catalog');
    expect(noticePageTypeOf('/product/123/')).toBe('other');
    expect(noticePageTypeOf('/basket/')).toBe('other');
  });
});

describe('shouldShowAuthBanner (spec 1 §4)', () => {
  it('shows for guests on main and catalogue pages', () => {
    expect(shouldShowAuthBanner({ isGuest: true, pageType: 'main', closedThisSession: false })).toBe(true);
    expect(shouldShowAuthBanner({ isGuest: true, pageType: 'catalog', closedThisSession: false })).toBe(true);
  });
  it('hides elsewhere, for logged-in users and once closed this session', () => {
    expect(shouldShowAuthBanner({ isGuest: true, pageType: 'other', closedThisSession: false })).toBe(false);
    expect(shouldShowAuthBanner({ isGuest: false, pageType: 'main', closedThisSession: false })).toBe(false);
    expect(shouldShowAuthBanner({ isGuest: true, pageType: 'main', closedThisSession: true })).toBe(false);
  });
});

describe('lacksRangeFormatting', () => {
  it('is false where NumberFormat has formatRange', () => {
    expect(lacksRangeFormatting(Intl)).toBe(false);
  });
  it('is true without it, or without Intl', () => {
    expect(lacksRangeFormatting({ NumberFormat: { prototype: {} } })).toBe(true);
    expect(lacksRangeFormatting(undefined)).toBe(true);
  });
});

describe('needsAbCookies', () => {
  it('is true only when the A/B cookie is absent', () => {
    expect(needsAbCookies('', 'ab_kt_new')).toBe(true);
    expect(needsAbCookies('theme=light; xab_kt_new=b', 'ab_kt_new')).toBe(true);
    expect(needsAbCookies('theme=light; ab_kt_new=b', 'ab_kt_new')).toBe(false);
  });
});
