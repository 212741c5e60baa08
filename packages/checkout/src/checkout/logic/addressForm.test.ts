import { citiesOf, countries } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { addressBodyOf, addressFormComplete, addressFormFields, draftAddressOf, formValuesOf, isOrderAddress } from './addressForm';

const moscow = citiesOf('RU').find((city) => city.name === 'Москва')!;
const astana = citiesOf('KZ').find((city) => city.name === 'Астана')!;

describe('address form', () => {
  it('asks KZ for no region and no intercom', () => {
    expect(addressFormFields('KZ')).not.toContain('intercom');
    expect(addressFormFields('RU')).toContain('intercom');
  });

  it('builds the body with the reference ids and the composed line', () => {
    const values = { ...formValuesOf(null, moscow.guid), street: ' ул. Тверская ', house: '1', apartment: '5', floor: '3' };
    expect(addressFormComplete(values)).toBe(true);
    expect(addressBodyOf('RU', values)).toMatchObject({
      country_fias_id: countries.RU.guid,
      region_fias_id: moscow.regionGuid,
      city_fias_id: moscow.guid,
      region: moscow.regionName,
      city: 'Москва',
      address: 'г. Москва, ул. Тверская, д. 1, кв. 5',
      floor: '3',
    });
    const kz = addressBodyOf('KZ', { ...formValuesOf(null, astana.guid), street: 'пр. Мангилик Ел', house: '8', intercom: '12' });
    expect(kz).toMatchObject({ region: '', intercom: '', city: 'Астана' });
  });

  it('refuses a city of another country and incomplete values', () => {
    expect(addressBodyOf('KZ', formValuesOf(null, moscow.guid))).toBeNull();
    expect(addressFormComplete({ ...formValuesOf(null, moscow.guid), street: 'x', house: '' })).toBe(false);
    expect(addressFormComplete({ ...formValuesOf(null, moscow.guid), street: 'x', house: '1', floor: 'два' })).toBe(false);
  });

  it('makes an unsaved draft with a -new id that storage can read back', () => {
    const body = addressBodyOf('RU', { ...formValuesOf(null, moscow.guid), street: 'ул. Арбат', house: '2' })!;
    const draft = draftAddressOf(body, 'k1');
    expect(draft.id).toBe('k1-new');
    expect(isOrderAddress(JSON.parse(JSON.stringify(draft)))).toBe(true);
    expect(isOrderAddress({ id: 1 })).toBe(false);
  });
});
