import { type ApiClient, unwrap } from '@ornament/api-client';
import type { ProfileResponse } from '@ornament/api-contract';

export type AccountState = { kind: 'signed-in'; profile: ProfileResponse['data'] } | { kind: 'guest' } | { kind: 'error' };

/** Who is asking, for a personal page: a guest gets the sign-in state, never someone else's data. */
export async function loadAccount(client: ApiClient): Promise<AccountState> {
  try {
    const { data } = unwrap(await client.auth.profile({ cache: 'no-store' }));
    return data.isGuest ? { kind: 'guest' } : { kind: 'signed-in', profile: data };
  } catch {
    return { kind: 'error' };
  }
}
