// /promotions/ (spec 2 §2, §3): the slider, every live promotion, partners' cross-promotions and the
// completed ones (4 per page with "show more"), and the promo codes listed to the shopper (coupons). Lists load in parallel; each has its own empty and
// error state.
import type { ApiClient } from '@ornament/api-client';
import type { Promotion, PromotionListResponse } from '@ornament/api-contract';
import { completedPromotionsPerPage, promotionMessages as t, type Tenant } from '@ornament/domain';
import { CompletedMore } from './CompletedMore';
import { CouponList } from './CouponList';
import { couponMessages } from './couponMessages';
import { type Loaded, loadCoupons, loadList } from './loadPromotions';
import { PromotionCard } from './PromotionCard';
import * as styles from './promotions.css';

const cardSizes = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';
const slideSizes = '(min-width: 1024px) 50vw, 88vw';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Cards({ list, zone, empty, label }: { list: Loaded<PromotionListResponse>; zone: string; empty: string; label: string }) {
  if (list.kind !== 'data') return <p role="alert" className={styles.alert}>{t.loadError}</p>;
  if (list.data.data.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {list.data.data.map((promotion: Promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} zone={zone} sizes={cardSizes} />
        </li>
      ))}
    </ul>
  );
}

export async function PromotionsPage({ client, tenant }: { client: ApiClient; tenant: Tenant }) {
  const zone = tenant.timezone;
  const [slider, all, cross, completed, coupons] = await Promise.all([
    loadList(client, 'slider'),
    loadList(client, 'all'),
    loadList(client, 'crosspromo'),
    loadList(client, 'completed', { page: 1, perPage: completedPromotionsPerPage }),
    loadCoupons(client),
  ]);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t.pageTitle}</h1>
      {slider.kind === 'data' && slider.data.data.length > 0 ? (
        <section aria-label={t.sliderTitle}>
          <ul className={styles.slider}>
            {slider.data.data.map((promotion, index) => (
              <li key={promotion.id} className={styles.slide}>
                <PromotionCard promotion={promotion} zone={zone} sizes={slideSizes} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Section id="promotions-all" title={t.allTitle}>
        <Cards list={all} zone={zone} empty={t.empty} label={t.allTitle} />
      </Section>
      {coupons.kind === 'data' && coupons.data.length > 0 ? (
        <Section id="promotions-coupons" title={couponMessages.title}>
          <CouponList coupons={coupons.data} zone={zone} />
        </Section>
      ) : null}
      {cross.kind === 'data' && cross.data.data.length === 0 ? null : (
        <Section id="promotions-cross" title={t.crossPromoTitle}>
          <Cards list={cross} zone={zone} empty={t.empty} label={t.crossPromoTitle} />
        </Section>
      )}
      <Section id="promotions-completed" title={t.completedTitle}>
        <Cards list={completed} zone={zone} empty={t.completedEmpty} label={t.completedTitle} />
        {completed.kind === 'data' ? <CompletedMore loadedPages={1} pageCount={completed.data.meta['page-count']} zone={zone} sizes={cardSizes} /> : null}
      </Section>
    </main>
  );
}
