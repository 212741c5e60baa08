// /promotions/{slug}/ (spec 2 §3): every field of the promotion, its counter, the stores taking part,
// the gift and membership info, and the action. The viewer's flags come with the promotion (the
// request forwards the session cookie); the action and the counter are the only client leaves.
import type { ApiClient } from '@ornament/api-client';
import type { Promotion } from '@ornament/api-contract';
import { promotionMessages as t, type Tenant, wheelOfFortuneSlug } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { Counter } from './Counter';
import { formatPromotionDate } from './format';
import { loadGift, loadMembership, loadPromotion, loadStores } from './loadPromotions';
import { PromotionAction } from './PromotionAction';
import * as styles from './promotions.css';
import { StoresList } from './StoresList';

function unavailableReason(a: Promotion['attributes']): string | null {
  if (a.finished) return t.finished;
  if (!a['active-in-city']) return t.notInCity;
  return null;
}

export async function PromotionDetailPage({ client, tenant, slug }: { client: ApiClient; tenant: Tenant; slug: string }) {
  const loaded = await loadPromotion(client, slug);
  if (loaded.kind === 'missing') notFound();
  if (loaded.kind === 'error') {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t.pageTitle}</h1>
        <p role="alert" className={styles.alert}>
          {t.loadError}
        </p>
      </main>
    );
  }
  const promotion = loaded.data;
  const a = promotion.attributes;
  const type = a.type['promotion-type-slug'];
  const [stores, gift, membership] = await Promise.all([
    a['address-program-id'] === null ? null : loadStores(client, a['address-program-id']),
    loadGift(client, type, a.slug),
    loadMembership(client, type, a.slug),
  ]);
  const ends = a['ended-at'] ? formatPromotionDate(a['ended-at'], tenant.timezone) : null;
  const wide = a.layout === 'wide';
  return (
    <main className={styles.page} data-layout={a.layout}>
      <div className={styles.hero}>
        <picture>
          <source media="(min-width: 768px)" srcSet={a.images.desktop} />
          <Image src={a.images.mobile} alt="" fill sizes={wide ? '100vw' : '(min-width: 1280px) 1280px, 100vw'} priority unoptimized />
        </picture>
      </div>
      <div className={styles.detail}>
        <article className={styles.body}>
          <p className={styles.muted}>{a.type['promotion-type-name']}</p>
          <h1 className={styles.title}>{a.title}</h1>
          {a.finished ? <p className={styles.alert}>{t.finished}</p> : ends ? <p className={styles.muted}>{`${t.endsAt} ${ends}`}</p> : null}
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: a['detail-description'] }} />
          {a['additional-info'] ? <p className={styles.muted}>{a['additional-info']}</p> : null}
          {a.terms ? (
            <section aria-labelledby="promotion-terms">
              <h2 id="promotion-terms" className={styles.sectionTitle}>
                {t.termsTitle}
              </h2>
              <div className={styles.html} dangerouslySetInnerHTML={{ __html: a.terms }} />
            </section>
          ) : null}
          <section aria-labelledby="promotion-stores">
            <h2 id="promotion-stores" className={styles.sectionTitle}>
              {t.storesTitle}
            </h2>
            <StoresList stores={stores} />
          </section>
        </article>
        <aside className={styles.aside}>
          {a['counter-label'] && a['counter-ended-at-time'] && !a.finished ? (
            <Counter label={a['counter-label']} endsAt={a['counter-ended-at-time']} renderedAt={Date.now()} timezone={tenant.timezone} />
          ) : null}
          {gift.kind === 'data' && gift.data ? (
            <div className={styles.box}>
              <h2 className={styles.boxTitle}>{t.giftTitle}</h2>
              <p>{gift.data.title}</p>
              <p className={styles.muted}>{gift.data.description}</p>
            </div>
          ) : null}
          {membership.kind === 'data' ? (
            <div className={styles.box}>
              <h2 className={styles.boxTitle}>{t.membershipTitle}</h2>
              <p className={styles.muted}>{`${t.participants}: ${membership.data['participants-count']}`}</p>
            </div>
          ) : null}
          {a.slug === wheelOfFortuneSlug ? (
            <Button href="/page/landing/wheel-of-fortune/" fullWidth>
              {t.runAction}
            </Button>
          ) : (
            <PromotionAction slug={a.slug} type={type} initialPromocode={a.user.promocode} unavailable={unavailableReason(a)} />
          )}
        </aside>
      </div>
    </main>
  );
}
