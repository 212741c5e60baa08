'use client';

import { isApiClientError, type UploadedFile } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { reviewMessages } from '@ornament/domain';
import { type ChangeEvent, useState } from 'react';
import { photoAccept, photoProblem } from './reviewFormRules';
import * as styles from './form.css';

export interface PhotoPickerProps {
  photos: UploadedFile[];
  onChange: (photos: UploadedFile[]) => void;
  onBusy: (busy: boolean) => void;
  onError: (message: string | null) => void;
}

/** Uploads each picked photo at once (previews are the stored files) and deletes one on request. */
export function PhotoPicker({ photos, onChange, onBusy, onError }: PhotoPickerProps) {
  const client = useApiClient();
  const [uploading, setUploading] = useState(0);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    onError(null);
    let current = photos;
    for (const file of files) {
      const problem = photoProblem(file, current.length);
      if (problem) {
        onError(problem);
        break;
      }
      setUploading((n) => n + 1);
      onBusy(true);
      try {
        const response = await client.reviews.upload(file);
        if (response.type === 'data') {
          current = [...current, response.data.data];
          onChange(current);
        }
      } catch (error) {
        // The server's first error detail: a renamed text file says it is not a photo.
        onError(isApiClientError(error) && error.kind === 'http' ? error.message : reviewMessages.uploadFailed);
        break;
      } finally {
        setUploading((n) => n - 1);
        onBusy(false);
      }
    }
  };

  const remove = async (photo: UploadedFile) => {
    onError(null);
    try {
      await client.reviews.deleteFile(photo.id);
    } catch (error) {
      // Already gone on the server is what the shopper asked for; anything else is shown.
      if (!(isApiClientError(error) && error.status === 404)) {
        onError(isApiClientError(error) && error.kind === 'http' ? error.message : reviewMessages.uploadFailed);
        return;
      }
    }
    onChange(photos.filter((p) => p.id !== photo.id));
  };

  return (
    <div className={styles.field}>
      <span className={styles.label}>Фото</span>
      <ul className={styles.photos}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={styles.photo}>
            <img className={styles.preview} src={photo.url} alt={`Фото ${index + 1}`} width={80} height={80} />
            <button type="button" className={styles.remove} aria-label={`${reviewMessages.deletePhoto} ${index + 1}`} onClick={() => void remove(photo)}>
              ×
            </button>
          </li>
        ))}
        <li>
          <label className={styles.pick}>
            <input className={styles.fileInput} type="file" accept={photoAccept} multiple onChange={(event) => void pick(event)} aria-label={reviewMessages.addPhoto} />
            {uploading > 0 ? reviewMessages.uploading : reviewMessages.addPhoto}
          </label>
        </li>
      </ul>
      <p className={styles.hint}>{reviewMessages.photoHint}</p>
    </div>
  );
}
