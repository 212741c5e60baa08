import { describe, expect, it } from 'vitest';
import { fieldOfPointer, mapFieldErrors } from './fieldErrors';
import { attributesOfValues, valuesOfUser } from './profileValues';

const error = (pointer: string | undefined, detail: string) => ({ status: '422', code: 'invalid_field', detail, ...(pointer ? { source: { pointer } } : {}) });

describe('pointer → field', () => {
  it('takes the last segment of the pointer', () => {
    expect(fieldOfPointer('/data/attributes/email')).toBe('email');
    expect(fieldOfPointer('/id')).toBe('id');
    expect(fieldOfPointer('/')).toBeNull();
    expect(fieldOfPointer(undefined)).toBeNull();
  });

  it('maps each field once (first message wins) and keeps the rest as general errors', () => {
    const mapped = mapFieldErrors(
      [error('/data/attributes/email', 'Введите корректный e-mail'), error('/data/attributes/email', 'second'), error('/data/attributes/name', 'Только буквы'), error(undefined, 'Сервис недоступен'), error('/data/attributes/phone', 'Нельзя')],
      ['email', 'name'],
    );
    expect(mapped).toEqual({ fields: { email: 'Введите корректный e-mail', name: 'Только буквы' }, general: ['Сервис недоступен', 'Нельзя'] });
  });
});

describe('profile values', () => {
  const attributes = {
    avatar: null, birthday: '1990-04-12', 'common-id': 'x', email: null, 'mobile-push': false, name: 'Анна', patronymic: null, surname: 'Смирнова',
    phone: '79990000001', roles: [], segments: [], 'has-returns': false, gender: 'female' as const, 'sms-subscribe': false, 'news-subscribe': false, iin: null,
  };

  it('turns nulls into empty inputs and back into the PATCH attributes, IIN only when asked', () => {
    const values = valuesOfUser(attributes);
    expect(values).toEqual({ surname: 'Смирнова', name: 'Анна', patronymic: '', email: '', birthday: '1990-04-12', gender: 'female', iin: '' });
    expect(attributesOfValues(values, false)).toEqual({ surname: 'Смирнова', name: 'Анна', patronymic: '', email: '', birthday: '1990-04-12', gender: 'female' });
    expect(attributesOfValues({ ...values, gender: '', iin: '900517300019' }, true)).toMatchObject({ gender: null, iin: '900517300019' });
  });
});
