'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { useCallback, useEffect, useState } from 'react';

export interface CaptchaState {
  image: string | null;
  answer: string;
  setAnswer(answer: string): void;
  /** A new image (the old one is spent by any check, right or wrong). */
  refresh(): Promise<void>;
  /** `<uid_captcha>:<answer>` (api-contract captcha), or null while there is no image. */
  token(): string | null;
  failed: boolean;
}

/** A captcha challenge from the login's captcha call (paths.authCaptcha), for forms outside the login. */
export function useCaptcha(): CaptchaState {
  const client = useApiClient();
  const [challenge, setChallenge] = useState<{ uid: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    try {
      const response = await client.auth.captcha();
      if (response.type !== 'data') return;
      const { uid_captcha: uid, image } = response.data.data.attributes;
      setChallenge({ uid, image });
      setAnswer('');
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [client]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return {
    image: challenge?.image ?? null,
    answer,
    setAnswer,
    refresh,
    failed,
    token: () => (challenge ? `${challenge.uid}:${answer.trim()}` : null),
  };
}
