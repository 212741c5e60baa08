'use client';

import { errorsByPointer, firstErrorDetail, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { authenticityMessages as m } from '@ornament/domain';
import { type FormEvent, useState } from 'react';
import * as forms from '../forms/forms.css';
import { TextField } from '../forms/TextField';
import * as styles from './authenticity.css';
import { PhotoField, type UploadedPhoto } from './PhotoField';

type Field = 'shop_name' | 'shop_address' | 'cheque_photo' | 'product_photo';
type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string | null };

/** Spec 2 §3: the complaint (shop_name, shop_address, cheque_photo, product_photo), photos uploaded first. */
export function ComplaintForm() {
  const client = useApiClient();
  const [shopName, setShopName] = useState('');
  const [shopAddress, setShopAddress] = useState('');
  const [cheque, setCheque] = useState<UploadedPhoto | null>(null);
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!shopName.trim()) missing.shop_name = m.shopNameRequired;
    if (!shopAddress.trim()) missing.shop_address = m.shopAddressRequired;
    if (!cheque) missing.cheque_photo = m.chequePhotoRequired;
    if (!photo) missing.product_photo = m.productPhotoRequired;
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !cheque || !photo) return;
    setStatus({ kind: 'pending' });
    try {
      const { data } = unwrap(
        await client.authenticity.complaint({ shop_name: shopName.trim(), shop_address: shopAddress.trim(), cheque_photo: cheque.fileId, product_photo: photo.fileId }),
      );
      setStatus({ kind: 'sent', message: data.attributes.message });
      setShopName('');
      setShopAddress('');
      setCheque(null);
      setPhoto(null);
    } catch (error) {
      const byField = errorsByPointer(error) as Partial<Record<Field, string>>;
      setErrors(byField);
      setStatus({ kind: 'failed', message: Object.keys(byField).length > 0 ? null : (firstErrorDetail(error) ?? m.requestError) });
    }
  }

  return (
    <form className={forms.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={forms.row}>
        <TextField id="complaint-shop-name" label={m.shopNameLabel} value={shopName} error={errors.shop_name} onChange={(event) => setShopName(event.target.value)} />
        <TextField id="complaint-shop-address" label={m.shopAddressLabel} value={shopAddress} error={errors.shop_address} onChange={(event) => setShopAddress(event.target.value)} />
      </div>
      <div className={styles.photos}>
        <PhotoField kind="cheque_photo" label={m.chequePhotoLabel} photo={cheque} onChange={setCheque} error={errors.cheque_photo} />
        <PhotoField kind="product_photo" label={m.productPhotoLabel} photo={photo} onChange={setPhoto} error={errors.product_photo} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={status.kind === 'pending'}>
          {m.complaintSend}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === 'sent' ? (
          <div className={forms.resultSuccess} role="status">
            <p className={forms.resultText}>{status.message}</p>
          </div>
        ) : null}
        {status.kind === 'failed' && status.message ? (
          <p className={forms.error} role="alert">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
