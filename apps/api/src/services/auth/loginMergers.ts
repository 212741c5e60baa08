// What a guest owned follows them into the account at login (spec 2 §6, spec 3 §4): favourites now,
// the basket when the checkout issue plugs its merge in with registerLoginMerger.
import type { Db } from '../../db';
import { mergeFavorites } from '../favorites/merge';

export interface LoginMerge {
  /** The guest ('fake') user of the session that logged in. */
  fromUserId: string;
  toUserId: string;
}

/** Runs inside the login transaction; a throw rolls the whole login back. */
export type LoginMerger = (tx: Db, merge: LoginMerge) => Promise<void>;

const mergers: LoginMerger[] = [(tx, { fromUserId, toUserId }) => mergeFavorites(tx, fromUserId, toUserId)];

export function registerLoginMerger(merger: LoginMerger): void {
  if (!mergers.includes(merger)) mergers.push(merger);
}

export async function runLoginMergers(tx: Db, merge: LoginMerge): Promise<void> {
  if (merge.fromUserId === merge.toUserId) return;
  for (const merger of mergers) await merger(tx, merge);
}
