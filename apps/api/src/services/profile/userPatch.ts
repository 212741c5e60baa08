// Checks a profile patch field by field (spec 3 §5 "Other rules": errors arrive as a list, each with
// a pointer whose last segment is the field) and turns it into a users update.
import { type UserEditableAttributes, profileErrorCodes, profileFieldPointer } from '@ornament/api-contract';
import { birthdayError, emailError, iinError, nameError } from '@ornament/domain';
import type { FieldError } from '../../plugins/httpError';
import type { UserRow } from './userResource';

export type UserUpdate = Partial<Pick<UserRow, 'name' | 'surname' | 'patronymic' | 'email' | 'birthday' | 'gender' | 'iin' | 'smsSubscribe' | 'newsSubscribe' | 'mobilePush'>>;

export interface CheckedPatch {
  update: UserUpdate;
  errors: FieldError[];
}

const textFields = [
  ['name', 'name', nameError],
  ['surname', 'surname', nameError],
  ['patronymic', 'patronymic', nameError],
  ['email', 'email', emailError],
  ['iin', 'iin', iinError],
] as const;

/** Trims the texts, clears empty ones (null) and collects every broken field at once. */
export function checkUserPatch(attributes: UserEditableAttributes, today: Date = new Date()): CheckedPatch {
  const update: UserUpdate = {};
  const errors: FieldError[] = [];
  const fail = (field: string, detail: string) => errors.push({ code: profileErrorCodes.invalidField, detail, pointer: profileFieldPointer(field) });

  for (const [field, column, rule] of textFields) {
    const raw = attributes[field];
    if (raw === undefined) continue;
    const value = (raw ?? '').trim().replace(/\s+/g, ' ');
    const error = rule(field === 'iin' ? value.replace(/\s/g, '') : value);
    if (error) fail(field, error);
    else update[column] = value === '' ? null : field === 'email' ? value.toLowerCase() : field === 'iin' ? value.replace(/\s/g, '') : value;
  }
  if (attributes.birthday !== undefined) {
    const value = (attributes.birthday ?? '').trim();
    const error = birthdayError(value, today);
    if (error) fail('birthday', error);
    else update.birthday = value === '' ? null : value;
  }
  if (attributes.gender !== undefined) update.gender = attributes.gender;
  if (attributes['sms-subscribe'] !== undefined) update.smsSubscribe = attributes['sms-subscribe'];
  if (attributes['news-subscribe'] !== undefined) update.newsSubscribe = attributes['news-subscribe'];
  if (attributes['mobile-push'] !== undefined) update.mobilePush = attributes['mobile-push'];
  return { update, errors };
}
