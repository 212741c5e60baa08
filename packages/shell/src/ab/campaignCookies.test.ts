import { describe, expect, it } from 'vitest';
import { planCampaignCookies, planThemeCookie } from './campaignCookies';

const day = 24 * 60 * 60;
const none = () => undefined;
const withTheme = (extra: Record<string, string> = {}) => (name: string) => ({ theme: 'light', ...extra })[name];

function plan(query: string, read = withTheme()) {
  return planCampaignCookies(new URLSearchParams(query), read);
}

describe('planCampaignCookies (spec 1 §9)', () => {
  it('keeps each UTM tag 180 days', () => {
    expect(plan('utm_source=yandex&utm_medium=cpc&utm_campaign=spring&utm_content=ring&utm_term=кольцо')).toEqual([
      { name: 'utm_source', value: 'yandex', maxAge: 180 * day },
      { name: 'utm_medium', value: 'cpc', maxAge: 180 * day },
      { name: 'utm_campaign', value: 'spring', maxAge: 180 * day },
      { name: 'utm_content', value: 'ring', maxAge: 180 * day },
      { name: 'utm_term', value: 'кольцо', maxAge: 180 * day },
    ]);
  });

  it('keeps other campaign ids 30 days and ignores unknown parameters', () => {
    expect(plan('gclid=abc&yclid=123&admitad_uid=u1&fbclid=f&page=2')).toEqual([
      { name: 'gclid', value: 'abc', maxAge: 30 * day },
      { name: 'yclid', value: '123', maxAge: 30 * day },
      { name: 'fbclid', value: 'f', maxAge: 30 * day },
      { name: 'admitad_uid', value: 'u1', maxAge: 30 * day },
    ]);
  });

  it('skips empty, over-long or control-character values', () => {
    expect(plan(`utm_source=&utm_medium=${'x'.repeat(201)}&utm_campaign=a%0Ab`)).toEqual([]);
  });

  it('puts ?coupon= or ?promocode= into the coupon cookie for 7 days, joining earlier codes once', () => {
    expect(plan('coupon=SALE10')).toEqual([{ name: 'coupon', value: 'SALE10', maxAge: 7 * day }]);
    expect(plan('promocode=GIFT', withTheme({ coupon: 'SALE10' }))).toEqual([{ name: 'coupon', value: 'SALE10,GIFT', maxAge: 7 * day }]);
    expect(plan('coupon=SALE10', withTheme({ coupon: 'SALE10' }))).toEqual([{ name: 'coupon', value: 'SALE10', maxAge: 7 * day }]);
  });

  it('refuses promo codes with unsafe characters', () => {
    expect(plan('coupon=%3Cscript%3E')).toEqual([]);
    expect(plan('coupon=a;b')).toEqual([]);
  });

  it('sets the theme cookie to light for 30 days when it is missing or different, apart from the campaign cookies', () => {
    expect(planThemeCookie(none)).toEqual([{ name: 'theme', value: 'light', maxAge: 30 * day }]);
    expect(planThemeCookie((name) => (name === 'theme' ? 'dark' : undefined))).toEqual([{ name: 'theme', value: 'light', maxAge: 30 * day }]);
    expect(planThemeCookie(withTheme())).toEqual([]);
    expect(planCampaignCookies(new URLSearchParams(''), none)).toEqual([]);
  });
});
