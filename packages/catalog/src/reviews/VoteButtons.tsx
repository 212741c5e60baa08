'use client';

import type { Comment, CommentVoteChoice } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { reviewMessages } from '@ornament/domain';
import { useState } from 'react';
import * as styles from './reviews.css';

type Votes = Pick<Comment, 'like' | 'dislike' | 'vote_status'>;

/** Pressing the pressed button again withdraws the vote (spec 2 §7 CommentVoting). */
export function nextVote(current: Comment['vote_status'], pressed: 'like' | 'dislike'): CommentVoteChoice {
  return current === pressed ? 'none' : pressed;
}

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M2 9h3v9H2zM7 18h8.2a2 2 0 0 0 2-1.6l1.2-6A2 2 0 0 0 16.4 8H12V4a2 2 0 0 0-2-2L7 9z" fill="currentColor" />
    </svg>
  );
}

/** Like and dislike with their counts; the state comes back from the server and survives a reload. */
export function VoteButtons({ commentId, initial }: { commentId: number; initial: Votes }) {
  const client = useApiClient();
  const [votes, setVotes] = useState<Votes>(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const vote = async (pressed: 'like' | 'dislike') => {
    setPending(true);
    setFailed(false);
    try {
      const response = await client.reviews.vote(commentId, nextVote(votes.vote_status, pressed));
      if (response.type === 'data') {
        const { like, dislike, vote_status } = response.data.data;
        setVotes({ like, dislike, vote_status });
      }
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.votes}>
      <button type="button" className={styles.voteButton} aria-label={reviewMessages.like} aria-pressed={votes.vote_status === 'like'} disabled={pending} onClick={() => void vote('like')}>
        <Thumb />
        <span>{votes.like}</span>
      </button>
      <button
        type="button"
        className={styles.voteButton}
        aria-label={reviewMessages.dislike}
        aria-pressed={votes.vote_status === 'dislike'}
        disabled={pending}
        onClick={() => void vote('dislike')}
      >
        <Thumb down />
        <span>{votes.dislike}</span>
      </button>
      {failed ? (
        <p className={styles.error} role="alert">
          {reviewMessages.voteFailed}
        </p>
      ) : null}
    </div>
  );
}
