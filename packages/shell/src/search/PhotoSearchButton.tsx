'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { VisuallyHidden } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { type ChangeEvent, useRef, useState } from 'react';
import { photoSearchMessages } from './photoSearchMessages';
import * as styles from './search.css';

function CameraIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true">
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx={12} cy={13} r={3.5} />
    </svg>
  );
}

/** Spec 1 §4: pick a picture, upload it, open the photo-search results; errors go to `onError`. */
export function PhotoSearchButton({ onError }: { onError: (message: string | null) => void }) {
  const client = useApiClient();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    onError(null);
    setBusy(true);
    try {
      const { uploadPhoto } = await import('./photoUpload');
      const result = await uploadPhoto(client, file);
      if (result.kind === 'go') router.push(result.href);
      else onError(result.message);
    } catch {
      onError(photoSearchMessages.failed); // the uploader's code could not load
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.iconButton} onClick={() => input.current?.click()} disabled={busy} aria-busy={busy}>
        <CameraIcon />
        <VisuallyHidden>Поиск по фото</VisuallyHidden>
      </button>
      <input ref={input} className={styles.fileInput} type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={(event) => void upload(event)} />
    </>
  );
}
