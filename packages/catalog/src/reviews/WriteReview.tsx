'use client';

import { reviewQueries } from '@ornament/api-client/react';
import { reviewMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import * as styles from './reviews.css';

// The form's code loads on the first click, not with the page.
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

/** 'Написать отзыв' and, once pressed, the form; a sent review refreshes the list and the summary. */
export function WriteReview({ article }: { article: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const router = useRouter();

  const sent = () => {
    void queryClient.invalidateQueries({ queryKey: reviewQueries.all() });
    router.refresh();
  };

  if (!open) {
    return (
      <Button variant="primary" className={styles.writeButton} onClick={() => setOpen(true)}>
        {reviewMessages.write}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <p className={styles.muted} role="status">
          {reviewMessages.loading}
        </p>
      }
    >
      <ReviewForm article={article} onSent={sent} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
