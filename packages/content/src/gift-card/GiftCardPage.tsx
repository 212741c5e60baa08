// /gift-card/ (spec 2 §2, Russia only): buy a card, the corporate request, the balance lookup. The
// decors and nominals come from the API; the interactive parts are client leaves.
import type { ApiClient } from '@ornament/api-client';
import type { GiftCardDecorsResponse } from '@ornament/api-contract';
import { giftCardPageTexts as t, type Tenant } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { notFound } from 'next/navigation';
import * as forms from '../forms/forms.css';
import { BalanceLookup } from './BalanceLookup';
import { BuyForm } from './BuyForm';
import { CorporateForm } from './CorporateForm';
import { PurchaseStatus } from './PurchaseStatus';

/** Tenant link rules: gift cards are sold (and spent) on the Russian main edition only. */
export function giftCardsSoldIn(tenant: Pick<Tenant, 'links'>): boolean {
  return tenant.links.giftCard;
}

async function loadOffer(client: ApiClient): Promise<GiftCardDecorsResponse['data'] | null> {
  try {
    const response = await client.giftCards.decors({ next: { revalidate: 300 } });
    return response.type === 'data' ? response.data.data : null;
  } catch {
    return null;
  }
}

export async function GiftCardPage({ client, tenant }: { client: ApiClient; tenant: Tenant }) {
  if (!giftCardsSoldIn(tenant)) {
    // Tenant link rules: another country's edition points to the Russian site, or has no such page.
    const other = tenant.links.otherCountrySite;
    if (!other) notFound();
    return (
      <div className={forms.page}>
        <h1 className={forms.title}>{t.title}</h1>
        <p className={forms.lead}>{t.ruOnly}</p>
        <Button href={`${other.url.replace(/\/$/, '')}/gift-card/`}>{`${t.goToRuSite} (${other.label})`}</Button>
      </div>
    );
  }
  const offer = await loadOffer(client);
  return (
    <div className={forms.page}>
      <h1 className={forms.title}>{t.title}</h1>
      <p className={forms.lead}>{t.lead}</p>
      <PurchaseStatus />
      <section className={forms.section} aria-labelledby="gift-buy">
        <h2 id="gift-buy" className={forms.sectionTitle}>
          {t.buyTitle}
        </h2>
        {offer && offer.decors.length > 0 ? <BuyForm nominals={offer.nominals} decors={offer.decors} /> : <p role="alert">{t.loadError}</p>}
      </section>
      <section className={forms.section} aria-labelledby="gift-balance">
        <h2 id="gift-balance" className={forms.sectionTitle}>
          {t.balanceTitle}
        </h2>
        <BalanceLookup supportPhone={tenant.phone.display} />
      </section>
      <section className={forms.section} aria-labelledby="gift-corporate">
        <h2 id="gift-corporate" className={forms.sectionTitle}>
          {t.corporateTitle}
        </h2>
        <p className={forms.lead}>{t.corporateLead}</p>
        {offer ? <CorporateForm nominals={offer.nominals} /> : <p role="alert">{t.loadError}</p>}
      </section>
    </div>
  );
}
