import { describe, expect, it } from 'vitest';
import { registrationPatch } from './fillProfile';

describe('registrationPatch', () => {
  it('sends the filled fields as JSON:API attributes of user/{id}', () => {
    expect(registrationPatch('12', { name: ' Анна ', surname: '', email: 'a@b.ru', birthday: '1990-04-12', gender: 'female' })).toEqual({
      data: { id: '12', type: 'user', attributes: { name: 'Анна', email: 'a@b.ru', birthday: '1990-04-12', gender: 'female' } },
    });
  });

  it('drops a gender that is not one of the values', () => {
    expect(registrationPatch('12', { gender: 'other' }).data.attributes).toEqual({});
  });
});
