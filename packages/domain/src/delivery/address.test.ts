import { describe, expect, it } from 'vitest';
import { composeAddressLine } from './address';

describe('composeAddressLine', () => {
  it('joins the city, street, house and apartment', () => {
    expect(composeAddressLine({ city: 'Москва', street: 'ул. Ленина', house: '5', apartment: '12' })).toBe('г. Москва, ул. Ленина, д. 5, кв. 12');
  });

  it('leaves out an empty apartment', () => {
    expect(composeAddressLine({ city: 'Астана', street: 'пр. Мангилик Ел', house: '55/1', apartment: '' })).toBe('г. Астана, пр. Мангилик Ел, д. 55/1');
  });
});
