import { type ApiClient, unwrap } from '@ornament/api-client';
import { loyaltyMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import { AccountPage } from '../layout/AccountPage';
import { EmptyState, ErrorState } from '../layout/PageStates';
import { loadOffers } from './loadOffers';
import { OfferCard } from './OfferCard';
import * as styles from './offers.css';

/** Spec 3 §7: the words above the offers, edited by the shop. */
export const personalOffersArea = 'personal-offers';

async function loadIntro(client: ApiClient) {
  try {
    return unwrap(await client.content.area(personalOffersArea, undefined, { next: { revalidate: 300 } })).data;
  } catch {
    return null; // no area, no intro
  }
}

/** /personal/offers/: the special, personal and partner offers of the signed-in shopper (spec 3 §2–§4). */
export function OffersPage({ client, timeZone }: { client: ApiClient; timeZone: string }) {
  return (
    <AccountPage client={client} title={m.offersTitle}>
      {async () => {
        const [result, intro] = await Promise.all([loadOffers(client, Date.now()), loadIntro(client)]);
        if (!result.ok) return <ErrorState title={m.offersTitle} />;
        return (
          <section className={account.main} aria-labelledby="offers-title">
            <h1 id="offers-title" className={account.pageTitle}>
              {m.offersTitle}
            </h1>
            {/* Content-area HTML is sanitised by the API before it reaches a page. */}
            {intro?.html ? <div className={account.muted} dangerouslySetInnerHTML={{ __html: intro.html }} /> : null}
            {result.offers.length === 0 ? (
              <EmptyState text={m.offersEmpty} />
            ) : (
              <ul className={styles.list}>
                {result.offers.map((offer) => (
                  <OfferCard key={`${offer.type}-${offer.id}`} offer={offer} currency={result.currency} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
        );
      }}
    </AccountPage>
  );
}
