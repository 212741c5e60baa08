import { type ApiClient, unwrap } from '@ornament/api-client';
import type { CommentProductsResponse, SentCommentsResponse } from '@ornament/api-contract';
import { formatDate, limits, profileMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { Stars } from '@ornament/ui-kit/components/Stars/Stars';
import * as account from '../layout/account.css';
import { AccountPage } from '../layout/AccountPage';
import { EmptyState, ErrorState } from '../layout/PageStates';
import { readReviewsQuery, type ReviewsQuery, reviewsHref } from './reviewsQuery';

type SearchParams = Record<string, string | string[] | undefined>;

const productHref = (article: string) => `/product/${encodeURIComponent(article)}/`;
/** The product's reviews page holds the review form (issue 4). */
const reviewFormHref = (article: string) => `/product/${encodeURIComponent(article)}/reviews/`;

function Pager({ query, meta, pageKey }: { query: ReviewsQuery; meta: CommentProductsResponse['meta']; pageKey: 'page' | 'sentPage' }) {
  const current = query[pageKey];
  if (meta['page-count'] <= 1) return null;
  return (
    <nav className={account.actions} aria-label="Страницы">
      {current > 1 ? <Button variant="ghost" size="s" href={reviewsHref({ ...query, [pageKey]: current - 1 })}>Назад</Button> : null}
      <span className={account.muted}>
        {current} из {meta['page-count']}
      </span>
      {current < meta['page-count'] ? <Button variant="ghost" size="s" href={reviewsHref({ ...query, [pageKey]: current + 1 })}>Дальше</Button> : null}
    </nav>
  );
}

function Awaiting({ query, awaiting }: { query: ReviewsQuery; awaiting: CommentProductsResponse }) {
  return (
    <section className={account.section} aria-labelledby="reviews-awaiting">
      <h2 id="reviews-awaiting" className={account.sectionTitle}>
        {m.reviewsAwaiting} {awaiting.meta['total-count'] > 0 ? `(${awaiting.meta['total-count']})` : ''}
      </h2>
      <div className={account.actions}>
        <Button variant={query.lastYearOnly ? 'primary' : 'ghost'} size="s" href={reviewsHref({ ...query, page: 1, lastYearOnly: !query.lastYearOnly })} aria-pressed={query.lastYearOnly}>
          {m.reviewsLastYear}
        </Button>
      </div>
      {awaiting.data.length === 0 ? (
        <EmptyState text={m.reviewsAwaitingEmpty} />
      ) : (
        <ul className={account.list}>
          {awaiting.data.map((item) => (
            <li key={item.id} className={account.row}>
              <div className={account.rowText}>
                <a href={productHref(item.attributes.article)}>{item.attributes.name}</a>
                <p className={account.muted}>
                  Заказ № {item.attributes['order-number']} · {formatDate(item.attributes['bought-at'])}
                </p>
              </div>
              <Button size="s" href={reviewFormHref(item.attributes.article)}>
                {m.reviewsWrite}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pager query={query} meta={awaiting.meta} pageKey="page" />
    </section>
  );
}

function Sent({ query, sent }: { query: ReviewsQuery; sent: SentCommentsResponse }) {
  return (
    <section className={account.section} aria-labelledby="reviews-sent">
      <h2 id="reviews-sent" className={account.sectionTitle}>
        {m.reviewsSent}
      </h2>
      {sent.data.length === 0 ? (
        <EmptyState text={m.reviewsSentEmpty} />
      ) : (
        <ul className={account.list}>
          {sent.data.map((review) => (
            <li key={review.id} className={account.row}>
              <div className={account.rowText}>
                <a href={productHref(review.attributes.article)}>{review.attributes['product-name'] ?? review.attributes.article}</a>
                <Stars rating={review.attributes.rating} />
                <p>{review.attributes.text}</p>
                <p className={account.muted}>
                  {formatDate(review.attributes['created-at'])} · {m.reviewStatus[review.attributes.status]}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager query={query} meta={sent.meta} pageKey="sentPage" />
    </section>
  );
}

/** /personal/reviews/: products awaiting a review and the reviews sent (spec 3 §7, §9). */
export function ReviewsPage({ client, searchParams }: { client: ApiClient; searchParams: SearchParams }) {
  const query = readReviewsQuery(searchParams);
  return (
    <AccountPage client={client} title={m.reviewsTitle}>
      {async () => {
        const [awaiting, sent] = await Promise.all([
          client.profile.commentProducts({ lastYearOnly: query.lastYearOnly, page: query.page, pageSize: limits.productsToReviewPageSize }).then(unwrap, () => null),
          client.profile.sentComments({ page: query.sentPage, pageSize: limits.sentReviewsPageSize }).then(unwrap, () => null),
        ]);
        if (!awaiting || !sent) return <ErrorState title={m.reviewsTitle} />;
        return (
          <>
            <h1 className={account.pageTitle}>{m.reviewsTitle}</h1>
            <Awaiting query={query} awaiting={awaiting} />
            <Sent query={query} sent={sent} />
          </>
        );
      }}
    </AccountPage>
  );
}
