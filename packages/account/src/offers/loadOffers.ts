import { type ApiClient, unwrap } from '@ornament/api-client';
import { type PersonalOffersResponse, personalOfferMinLifetimeMs } from '@ornament/api-contract';
import { liveOffers } from '@ornament/domain';

export type LoadedOffers = { ok: true; offers: PersonalOffersResponse['data']; currency: PersonalOffersResponse['meta']['currency'] } | { ok: false };

/** The shopper's offers (v3), only those expiring more than 60 s from `now` (spec 3 §4, §9). */
export async function loadOffers(client: ApiClient, now: number): Promise<LoadedOffers> {
  try {
    const answer = unwrap(await client.loyalty.personalOffers(3));
    return { ok: true, offers: liveOffers(answer.data, now, personalOfferMinLifetimeMs), currency: answer.meta.currency };
  } catch {
    return { ok: false };
  }
}
