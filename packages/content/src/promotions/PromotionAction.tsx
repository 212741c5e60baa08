'use client';

// The promotion's action (spec 2 §3, §8: POST promotion-activity/run/): a guest gets the login modal;
// a shopper gets the promocode and the server's message; a refusal keeps the server's message.
import { firstErrorDetail, isApiClientError, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { useOpenAuthModal, useUserState } from '@ornament/auth-modal';
import { promotionMessages as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useState } from 'react';
import * as styles from './promotions.css';

export interface PromotionActionProps {
  slug: string;
  type: string;
  /** The viewer's code when they already take part (user.promocode). */
  initialPromocode: string | null;
  /** Why the action cannot run (finished, another city), shown instead of the button. */
  unavailable: string | null;
}

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string; promocode: string } | { kind: 'failed'; message: string };

export function PromotionAction({ slug, type, initialPromocode, unavailable }: PromotionActionProps) {
  const client = useApiClient();
  const user = useUserState();
  const openAuth = useOpenAuthModal();
  const [outcome, setOutcome] = useState<Outcome>(initialPromocode ? { kind: 'done', message: t.alreadyJoined, promocode: initialPromocode } : { kind: 'idle' });
  const [copied, setCopied] = useState(false);

  async function run() {
    if (user.status === 'fetched' && user.isGuest) {
      setOutcome({ kind: 'failed', message: t.loginToJoin });
      openAuth();
      return;
    }
    setOutcome({ kind: 'busy' });
    try {
      const answer = unwrap(await client.promotions.run(slug, type));
      setOutcome({ kind: 'done', message: answer.message, promocode: answer.promocode });
    } catch (failure) {
      setOutcome({ kind: 'failed', message: firstErrorDetail(failure) ?? t.actionFailed });
      if (isApiClientError(failure) && failure.status === 401) openAuth();
    }
  }

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  if (outcome.kind === 'done') {
    return (
      <div className={styles.box} data-promotion-action="done">
        <p role="status">{outcome.message}</p>
        <p className={styles.boxTitle}>{t.yourPromocode}</p>
        <div className={styles.promocode}>
          <span data-testid="promotion-promocode">{outcome.promocode}</span>
          <Button variant="ghost" size="s" onClick={() => void copy(outcome.promocode)}>
            {copied ? t.copied : t.copy}
          </Button>
        </div>
      </div>
    );
  }
  if (unavailable) return <p className={styles.muted}>{unavailable}</p>;
  return (
    <div className={styles.box} data-promotion-action={outcome.kind}>
      <Button fullWidth onClick={() => void run()} disabled={outcome.kind === 'busy'} aria-busy={outcome.kind === 'busy'}>
        {outcome.kind === 'busy' ? t.running : t.runAction}
      </Button>
      {outcome.kind === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
