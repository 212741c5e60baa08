'use client';

import type { Comment, CommentsResponse } from '@ornament/api-client';
import { reviewQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { QueryIsland } from '@ornament/api-client/react/query';
import { reviewMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listedAfter, reviewPermalink } from './permalink';
import { ReviewCard } from './ReviewCard';
import { VoteButtons } from './VoteButtons';
import { WriteReview } from './WriteReview';
import * as styles from './reviews.css';

export interface ReviewsSectionProps {
  article: string;
  /** The first page as the server read it (with the shopper's votes); null when that read failed. */
  firstPage: CommentsResponse | null;
  /** The review a permalink opened: first and highlighted, left out of the pages below. */
  linked?: Comment | null;
}

/** The review list, paged by 5 with 'Показать ещё', and the write-a-review form above it. */
export function ReviewsSection(props: ReviewsSectionProps) {
  return (
    <QueryIsland>
      <ReviewsList {...props} />
    </QueryIsland>
  );
}

function ReviewsList({ article, firstPage, linked = null }: ReviewsSectionProps) {
  const client = useApiClient();
  const query = useInfiniteQuery({
    ...reviewQueries.comments(client, article),
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [1] } } : {}),
  });
  const comments = listedAfter(linked, query.data?.pages.flatMap((page) => page.data) ?? []);
  const card = (comment: Comment, highlighted: boolean) => (
    <ReviewCard
      comment={comment}
      permalink={reviewPermalink(article, comment.id)}
      highlighted={highlighted}
      votes={<VoteButtons key={`${comment.id}:${comment.like}:${comment.dislike}:${comment.vote_status ?? ''}`} commentId={comment.id} initial={comment} />}
    />
  );

  return (
    <section aria-labelledby="reviews-list" className={styles.stack}>
      <WriteReview article={article} />
      <h2 id="reviews-list" className={styles.sectionTitle}>
        {reviewMessages.listTitle}
      </h2>
      {linked ? (
        <div className={styles.linked}>
          <p className={styles.linkedLabel}>{reviewMessages.linkedReview}</p>
          {card(linked, true)}
        </div>
      ) : null}
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {reviewMessages.loading}
        </p>
      ) : query.isError && comments.length === 0 ? (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeTitle}>{reviewMessages.loadFailed}</p>
          <Button variant="secondary" size="s" onClick={() => void query.refetch()}>
            {reviewMessages.retry}
          </Button>
        </div>
      ) : comments.length === 0 && !linked ? (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>{reviewMessages.emptyTitle}</p>
          <p className={styles.muted}>{reviewMessages.emptyText}</p>
        </div>
      ) : comments.length === 0 ? null : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id}>{card(comment, false)}</li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError ? (
        <p className={styles.error} role="alert">
          {reviewMessages.loadFailed}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="secondary" className={styles.more} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? reviewMessages.loading : reviewMessages.more}
        </Button>
      ) : null}
    </section>
  );
}
