// The profile resource (spec 3 §3 "User profile attributes") built from a users row: one place that
// maps columns to the contract's attribute names, shared by the profile, user/{id} and login answers.
import { type ProfileResponse, type UserAttributes, type UserResource, genderValues, registrationHint } from '@ornament/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { returns, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A guest's attributes: nothing known yet. */
export const emptyUserAttributes: UserAttributes = {
  avatar: null,
  birthday: null,
  'common-id': '',
  email: null,
  'mobile-push': false,
  name: null,
  patronymic: null,
  surname: null,
  phone: null,
  roles: [],
  segments: [],
  'has-returns': false,
  gender: null,
  'sms-subscribe': false,
  'news-subscribe': false,
  iin: null,
};

function genderOf(value: string | null): UserAttributes['gender'] {
  return genderValues.find((gender) => gender === value) ?? null;
}

/** The attributes of a users row; `hasReturns` comes from the returns table (see hasReturns). */
export function userAttributesOf(row: UserRow, hasReturns: boolean): UserAttributes {
  return {
    avatar: row.avatar,
    birthday: row.birthday,
    'common-id': row.id,
    email: row.email,
    'mobile-push': row.mobilePush,
    name: row.name,
    patronymic: row.patronymic,
    surname: row.surname,
    phone: row.phone,
    roles: [...row.roles],
    segments: [...row.segments],
    'has-returns': hasReturns,
    gender: genderOf(row.gender),
    'sms-subscribe': row.smsSubscribe,
    'news-subscribe': row.newsSubscribe,
    iin: row.iin,
  };
}

export async function hasReturns(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(returns).where(eq(returns.userId, userId)).limit(1);
  return row !== undefined;
}

export async function userRowOf(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export interface UserResourceOptions {
  /** Set when this login created the account: the answer carries `meta.hint: 'registration'`. */
  registered?: boolean;
}

/** The JSON:API user resource of a row (login answers, user/{id}). */
export async function userResourceOf(db: Db, row: UserRow, options: UserResourceOptions = {}): Promise<UserResource> {
  const resource: UserResource = { id: row.id, type: 'user', attributes: userAttributesOf(row, await hasReturns(db, row.id)) };
  if (options.registered !== undefined) resource.meta = { hint: options.registered ? registrationHint : null };
  return resource;
}

/** GET profile's document: a guest (no session, or a session of a fake user) gets empty attributes. */
export async function profileOf(db: Db, user: { id: string; isGuest: boolean } | null): Promise<ProfileResponse> {
  if (!user) return { data: { id: '', type: 'user', isGuest: true, attributes: emptyUserAttributes } };
  const row = user.isGuest ? null : await userRowOf(db, user.id);
  if (!row) return { data: { id: user.id, type: 'user', isGuest: true, attributes: { ...emptyUserAttributes, 'common-id': user.id } } };
  return { data: { id: row.id, type: 'user', isGuest: false, attributes: userAttributesOf(row, await hasReturns(db, row.id)) } };
}
