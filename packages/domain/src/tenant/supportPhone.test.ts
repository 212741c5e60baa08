import { describe, expect, it } from 'vitest';
import { countries } from './countries';
import { supportPhones } from './phones';
import { supportPhoneFor } from './supportPhone';
import { getTenant } from './tenants';

describe('S1.9.18 the support number for the shopper’s city', () => {
  const main = getTenant('main', 'RU');
  it('RU on the main brand, the international number for a city in Belarus or Armenia', () => {
    expect(supportPhoneFor(main, undefined)).toEqual(supportPhones.mainRussia);
    expect(supportPhoneFor(main, countries.RU.defaultCityGuid)).toEqual(supportPhones.mainRussia);
    expect(supportPhoneFor(main, countries.BY.defaultCityGuid)).toEqual({ display: '+7 495 660 75 00', tel: '+74956607500' });
    expect(supportPhoneFor(main, countries.AM.defaultCityGuid)).toEqual(supportPhones.mainInternational);
  });

  it('the KZ number on the KZ storefront; the second brand keeps its own; an unknown city keeps the storefront’s', () => {
    expect(supportPhoneFor(getTenant('main', 'KZ'), countries.KZ.defaultCityGuid)).toEqual(supportPhones.mainKazakhstan);
    expect(supportPhoneFor(getTenant('diamant', 'RU'), countries.BY.defaultCityGuid)).toEqual(supportPhones.diamant);
    expect(supportPhoneFor(main, '00000000-0000-0000-0000-000000000000')).toEqual(supportPhones.mainRussia);
  });
});
