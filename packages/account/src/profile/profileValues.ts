// The profile form's values: what the inputs hold (strings), from and to the JSON:API attributes.
import type { UserAttributes, UserEditableAttributes } from '@ornament/api-contract';

export const profileInputNames = ['surname', 'name', 'patronymic', 'email', 'birthday', 'gender', 'iin'] as const;
export type ProfileInputName = (typeof profileInputNames)[number];
export type ProfileValues = Record<ProfileInputName, string>;

export function valuesOfUser(attributes: UserAttributes): ProfileValues {
  return {
    surname: attributes.surname ?? '',
    name: attributes.name ?? '',
    patronymic: attributes.patronymic ?? '',
    email: attributes.email ?? '',
    birthday: attributes.birthday ?? '',
    gender: attributes.gender ?? '',
    iin: attributes.iin ?? '',
  };
}

/** What the PATCH sends: every field as typed (the server trims and checks); IIN only where it is asked. */
export function attributesOfValues(values: ProfileValues, withIin: boolean): UserEditableAttributes {
  const gender = values.gender === 'male' || values.gender === 'female' ? values.gender : null;
  return {
    surname: values.surname,
    name: values.name,
    patronymic: values.patronymic,
    email: values.email,
    birthday: values.birthday,
    gender,
    ...(withIin ? { iin: values.iin } : {}),
  };
}
