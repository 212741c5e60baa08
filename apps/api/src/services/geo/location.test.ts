import { describe, expect, it } from 'vitest';
import { resolveLocation } from './location';

const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const astana = '6a4f35e1-5606-5c34-bba0-e1c9999a761b';
const petersburg = 'c2deb16a-0330-4f05-821f-1d09c93331e6';
const all = ['RU', 'KZ', 'BY', 'AM', 'MD', 'RO', 'KG'] as const;

describe('resolveLocation', () => {
  it('takes a chosen city without asking', () => {
    const r = resolveLocation({ headerCityGuid: undefined, cookieCityGuid: astana.toUpperCase(), coverage: all, country: 'RU', ipCityGuid: petersburg });
    expect([r.city.name, r.source, r.needConfirm]).toEqual(['Астана', 'cookie', false]);
  });

  it('guesses by IP, then falls back to the country default, and asks to confirm', () => {
    expect(resolveLocation({ headerCityGuid: 'junk', cookieCityGuid: undefined, coverage: all, country: 'RU', ipCityGuid: petersburg }).source).toBe('ip');
    const d = resolveLocation({ headerCityGuid: undefined, cookieCityGuid: undefined, coverage: all, country: 'KZ', ipCityGuid: undefined });
    expect([d.city.name, d.source, d.needConfirm]).toEqual(['Астана', 'default', true]);
  });

  it('ignores a chosen city outside the brand coverage', () => {
    const r = resolveLocation({ headerCityGuid: astana, cookieCityGuid: undefined, coverage: ['RU'], country: 'RU', ipCityGuid: undefined });
    expect(r.city.guid).toBe(moscow);
  });
});
