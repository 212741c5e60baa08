'use client';

import * as styles from './forms.css';
import { TextField } from './TextField';
import type { CaptchaState } from './useCaptcha';

export interface CaptchaFieldProps {
  id: string;
  captcha: CaptchaState;
  texts: { label: string; alt: string; refresh: string };
  error?: string | undefined;
}

export function CaptchaField({ id, captcha, texts, error }: CaptchaFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.captchaRow}>
        {captcha.image ? <img className={styles.captchaImage} src={captcha.image} alt={texts.alt} width={200} height={64} /> : null}
        <button type="button" className={styles.linkButton} onClick={() => void captcha.refresh()}>
          {texts.refresh}
        </button>
      </div>
      <TextField id={id} label={texts.label} autoComplete="off" autoCapitalize="off" spellCheck={false} required value={captcha.answer} error={error} onChange={(event) => captcha.setAnswer(event.target.value)} />
    </div>
  );
}
