'use client';

import { isApiClientError, type UploadedFile } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { reviewLimits, reviewMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { PhotoPicker } from './PhotoPicker';
import { draftProblem, type ReviewDraft } from './reviewFormRules';
import { StarInput } from './StarInput';
import * as styles from './form.css';

export interface ReviewFormProps {
  article: string;
  onSent: () => void;
  onCancel: () => void;
}

const emptyDraft: ReviewDraft = { rating: null, text: '', advantages: '', disadvantages: '' };

/** Spec 2 §7: send a review with photos; a failure shows the server's first error detail. */
export function ReviewForm({ article, onSent, onCancel }: ReviewFormProps) {
  const client = useApiClient();
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(emptyDraft);
  const [name, setName] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const edit = (patch: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = draftProblem(draft);
    setError(problem);
    if (problem || draft.rating === null) return;
    setSending(true);
    try {
      await client.reviews.send(article, {
        rating: draft.rating,
        text: draft.text.trim(),
        advantages: draft.advantages.trim() || null,
        disadvantages: draft.disadvantages.trim() || null,
        author_name: name.trim() || null,
        files: photos.map((photo) => photo.id),
      });
      setSent(true);
      onSent();
    } catch (failure) {
      setError(isApiClientError(failure) && failure.kind === 'http' ? failure.message : reviewMessages.sendFailed);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>{reviewMessages.successTitle}</p>
        <p className={styles.hint}>{reviewMessages.successText}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {reviewMessages.formTitle}
      </h2>
      <StarInput name={`${id}-rating`} value={draft.rating} onChange={(rating) => edit({ rating })} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-text`}>
          {reviewMessages.text}
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          value={draft.text}
          maxLength={reviewLimits.textMaxLength}
          required
          onChange={(event) => edit({ text: event.target.value })}
        />
        <span className={styles.counter} aria-live="polite">
          {draft.text.length}/{reviewLimits.textMaxLength}
        </span>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-pros`}>
          {reviewMessages.advantages}
        </label>
        <input id={`${id}-pros`} className={styles.input} value={draft.advantages} maxLength={reviewLimits.prosConsMaxLength} onChange={(event) => edit({ advantages: event.target.value })} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-cons`}>
          {reviewMessages.disadvantages}
        </label>
        <input
          id={`${id}-cons`}
          className={styles.input}
          value={draft.disadvantages}
          maxLength={reviewLimits.prosConsMaxLength}
          onChange={(event) => edit({ disadvantages: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {reviewMessages.authorName}
        </label>
        <input id={`${id}-name`} className={styles.input} value={name} maxLength={reviewLimits.authorNameMaxLength} autoComplete="given-name" onChange={(event) => setName(event.target.value)} />
      </div>
      <PhotoPicker photos={photos} onChange={setPhotos} onBusy={setUploading} onError={setError} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending || uploading}>
          {sending ? reviewMessages.sending : reviewMessages.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {reviewMessages.cancel}
        </Button>
      </div>
    </form>
  );
}
