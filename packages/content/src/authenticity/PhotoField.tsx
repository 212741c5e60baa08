'use client';

import { unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { type AuthenticityPhotoKind, authenticityMessages as m } from '@ornament/domain';
import Image from 'next/image';
import { useState } from 'react';
import * as forms from '../forms/forms.css';
import * as styles from './authenticity.css';
import { photoAccept, photoPrecheck, uploadErrorMessage } from './photoUpload';

export interface UploadedPhoto {
  fileId: string;
  previewUrl: string;
}

export interface PhotoFieldProps {
  kind: AuthenticityPhotoKind;
  label: string;
  photo: UploadedPhoto | null;
  onChange(photo: UploadedPhoto | null): void;
  /** The form's message for this field (required, or the server's). */
  error?: string | undefined;
}

/** One complaint photo: upload on choosing a file, the preview by its signed link, and delete. */
export function PhotoField({ kind, label, photo, onChange, error }: PhotoFieldProps) {
  const client = useApiClient();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const id = `complaint-${kind}`;
  const shown = state.error ?? error;

  async function upload(file: File) {
    const refused = photoPrecheck(file);
    if (refused) return setState({ busy: false, error: refused });
    setState({ busy: true, error: null });
    try {
      const { data } = unwrap(await client.authenticity.upload(kind, file));
      onChange({ fileId: data.fileId, previewUrl: data.previewUrl });
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({ busy: false, error: uploadErrorMessage(failure) });
    }
  }

  async function remove() {
    if (!photo) return;
    setState({ busy: true, error: null });
    try {
      unwrap(await client.authenticity.deleteFile(photo.fileId));
      onChange(null);
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({ busy: false, error: uploadErrorMessage(failure) });
    }
  }

  return (
    <div className={styles.photo}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      {photo ? (
        <>
          <Image className={styles.preview} src={photo.previewUrl} alt={label} width={160} height={160} sizes="160px" loading="eager" unoptimized />
          <button type="button" className={forms.linkButton} disabled={state.busy} onClick={() => void remove()} aria-label={`${m.photoDelete}: ${label}`}>
            {m.photoDelete}
          </button>
        </>
      ) : (
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          accept={photoAccept}
          disabled={state.busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      )}
      {state.busy ? <p className={styles.muted}>{m.photoUploading}</p> : null}
      {shown ? (
        <p id={`${id}-error`} className={forms.error} role="alert">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.muted}>
          {m.photoHint}
        </p>
      )}
    </div>
  );
}
