// Seeded accounts (issue 5): a shopper of each role, so every flow can be tried with a phone code
// from the local SMS outbox. The phones are in the +7 999 range no operator hands out. The README
// lists them; the order-history seed gives each of them orders in every status.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../services/auth/password';

export interface SeededUser {
  /** E.164 digits. */
  phone: string;
  name: string;
  surname: string;
  patronymic: string | null;
  email: string;
  birthday: string | null;
  gender: 'male' | 'female' | null;
  roles: string[];
  /** KZ individual identification number, for the Kazakh shopper. */
  iin: string | null;
}

export const seededUsers = {
  shopper: {
    phone: '79990000001',
    name: 'Анна',
    surname: 'Смирнова',
    patronymic: 'Сергеевна',
    email: 'anna.smirnova@example.ru',
    birthday: '1990-04-12',
    gender: 'female',
    roles: [],
    iin: null,
  },
  operator: {
    phone: '79990000002',
    name: 'Ольга',
    surname: 'Кузнецова',
    patronymic: null,
    email: 'o.kuznetsova@example.ru',
    birthday: null,
    gender: 'female',
    roles: ['call_center_operator'],
    iin: null,
  },
  employee: {
    phone: '79990000003',
    name: 'Дмитрий',
    surname: 'Волков',
    patronymic: 'Андреевич',
    email: 'd.volkov@example.ru',
    birthday: '1985-09-30',
    gender: 'male',
    roles: ['employee_jewelry'],
    iin: null,
  },
  kazakhShopper: {
    phone: '77010000004',
    name: 'Айгерим',
    surname: 'Сейткали',
    patronymic: null,
    email: 'aigerim.s@example.kz',
    birthday: '1995-01-20',
    gender: 'female',
    roles: [],
    iin: '950120400123',
  },
} as const satisfies Record<string, SeededUser>;

/** The e-mail login's password of every seeded account (demo data, like the catalogue; README lists it). */
export const seededPassword = 'ornament-demo';

export type SeededUserKey = keyof typeof seededUsers;

const passwordHashes = new Map<string, Promise<string>>();

/** A fixed salt per phone keeps the seed deterministic (real passwords get a random one); computed once per process. */
function seededPasswordHash(phone: string): Promise<string> {
  let hash = passwordHashes.get(phone);
  if (!hash) {
    hash = hashPassword(seededPassword, createHash('sha256').update(`seed:${phone}`).digest().subarray(0, 16));
    passwordHashes.set(phone, hash);
  }
  return hash;
}

const seededEmailConfirmedAt = new Date('2024-01-01T00:00:00Z');

/**
 * Inserts the seeded accounts, or brings them back to their seeded state when they exist (matched by
 * phone among real users): a re-seed neither duplicates them nor touches anyone else.
 */
export async function seedUsers(tx: Db): Promise<Record<SeededUserKey, string>> {
  const entries = Object.entries(seededUsers) as [SeededUserKey, SeededUser][];
  const ids = {} as Record<SeededUserKey, string>;
  for (const [key, user] of entries) {
    const passwordHash = await seededPasswordHash(user.phone);
    const values = {
      isGuest: false,
      phone: user.phone,
      name: user.name,
      surname: user.surname,
      patronymic: user.patronymic,
      email: user.email,
      // Seeded addresses are confirmed, so the demo's e-mail login works (issue 19 finding 10).
      emailVerifiedAt: seededEmailConfirmedAt,
      pendingEmail: null,
      birthday: user.birthday,
      gender: user.gender,
      roles: [...user.roles],
      iin: user.iin,
      passwordHash,
      deactivatedAt: null,
    };
    const [row] = await tx
      .insert(users)
      .values(values)
      .onConflictDoUpdate({ target: users.phone, targetWhere: sql`${users.isGuest} = false`, set: { ...values, updatedAt: new Date() } })
      .returning({ id: users.id });
    ids[key] = row!.id;
  }
  return ids;
}

/** The ids of the seeded accounts (for seeds that give them data, e.g. order history). */
export async function seededUserIds(tx: Db): Promise<Record<SeededUserKey, string>> {
  const phones = Object.values(seededUsers).map((user) => user.phone);
  const rows = await tx.select({ id: users.id, phone: users.phone }).from(users).where(and(eq(users.isGuest, false), inArray(users.phone, phones)));
  const byPhone = new Map(rows.map((row) => [row.phone, row.id]));
  const ids = {} as Record<SeededUserKey, string>;
  for (const [key, user] of Object.entries(seededUsers) as [SeededUserKey, SeededUser][]) {
    const id = byPhone.get(user.phone);
    if (!id) throw new Error(`seeded user ${key} is missing: run seedUsers first`);
    ids[key] = id;
  }
  return ids;
}
