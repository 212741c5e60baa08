'use client';

import { reviewQueries } from '@ornament/api-client/react';
import { isGuestNow, useOpenAuthModal, useUserState } from '@ornament/auth-modal';
import { reviewMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import * as styles from './reviews.css';

// The form's code loads on the first click, not with the page.
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

/**
 * 'Написать отзыв' and, once pressed, the form; a sent review refreshes the list and the summary.
 * Reviews come from signed-in shoppers (their ratings sort the catalogue): a guest's press says so
 * and opens the login, after which the same press opens the form.
 */
export function WriteReview({ article }: { article: string }) {
  const [open, setOpen] = useState(false);
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const user = useUserState();
  const openAuth = useOpenAuthModal();
  const queryClient = useQueryClient();
  const router = useRouter();
  const write = () => {
    if (isGuestNow(user)) {
      setAskedToLogIn(true);
      openAuth();
      return;
    }
    setOpen(true);
  };

  const sent = () => {
    void queryClient.invalidateQueries({ queryKey: reviewQueries.all() });
    router.refresh();
  };

  if (!open) {
    return (
      <>
        <Button variant="primary" className={styles.writeButton} onClick={write}>
          {reviewMessages.write}
        </Button>
        {askedToLogIn && user.isGuest ? (
          <p className={styles.muted} role="status">
            {reviewMessages.loginToReview}
          </p>
        ) : null}
      </>
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
