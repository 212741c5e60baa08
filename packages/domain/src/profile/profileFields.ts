// Profile form rules (spec 3 §3 "User profile attributes", §5 "Other rules"). The API enforces them
// and answers each broken one as a field error; the form reads the same rules for its hints.
import { profileMessages as m } from '../messages/profile';
import { isValidIin } from './iin';

export const profileLimits = {
  nameMaxLength: 50,
  emailMaxLength: 254,
  minAgeYears: 14,
  maxAgeYears: 120,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  deletionMessageMaxLength: 1000,
  /** The FillProfile task's reward as seeded; the fill-profile record's count-bonus reads the task itself. */
  fillProfileBonus: 500,
  favoriteStoresMax: 20,
} as const;

/** The attributes the profile form edits, as the JSON:API resource names them. */
export const profileFormFields = ['name', 'surname', 'patronymic', 'email', 'birthday', 'gender', 'iin'] as const;
export type ProfileFormField = (typeof profileFormFields)[number];

const namePattern = /^\p{L}+(?:[ -]\p{L}+)*$/u;
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Name, surname or patronymic: letters, single spaces or hyphens between them, at most 50. Empty is allowed. */
export function nameError(value: string): string | null {
  if (value === '') return null;
  if (value.length > profileLimits.nameMaxLength) return m.nameTooLong;
  return namePattern.test(value) ? null : m.nameInvalid;
}

export function emailError(value: string): string | null {
  if (value === '') return null;
  return value.length <= profileLimits.emailMaxLength && emailPattern.test(value) ? null : m.emailInvalid;
}

/** Whole years between a 'YYYY-MM-DD' birthday and today (UTC dates). */
export function ageOn(birthday: { year: number; month: number; day: number }, today: Date): number {
  const years = today.getUTCFullYear() - birthday.year;
  const beforeBirthday = today.getUTCMonth() + 1 < birthday.month || (today.getUTCMonth() + 1 === birthday.month && today.getUTCDate() < birthday.day);
  return beforeBirthday ? years - 1 : years;
}

/** A real calendar date 'YYYY-MM-DD' making the shopper 14 to 120 years old. */
export function birthdayError(value: string, today: Date = new Date()): string | null {
  if (value === '') return null;
  const match = datePattern.exec(value);
  if (!match) return m.birthdayInvalid;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return m.birthdayInvalid;
  const age = ageOn({ year, month, day }, today);
  return age >= profileLimits.minAgeYears && age <= profileLimits.maxAgeYears ? null : m.birthdayAge;
}

export function iinError(value: string): string | null {
  if (value === '') return null;
  return isValidIin(value) ? null : m.iinInvalid;
}

/** At least 8 characters with a letter and a digit (and at most 128, to bound the hashing work). */
export function passwordError(value: string): string | null {
  if (value.length < profileLimits.passwordMinLength || value.length > profileLimits.passwordMaxLength) return m.passwordWeak;
  return /\p{L}/u.test(value) && /\d/.test(value) ? null : m.passwordWeak;
}
