// A review photo is accepted by its content, never its name or declared type: the first bytes must
// be JPEG, PNG or WebP and sharp must decode it. It is re-encoded in the same format, which drops
// EXIF (a phone photo's GPS position) and anything appended after the picture.
import { reviewLimits, reviewMessages, type ReviewPhotoType } from '@ornament/domain';
import sharp from 'sharp';
import { HttpError } from '../../plugins/httpError';
import { sniffImageType } from '../search/image/imageType';

export interface CheckedPhoto {
  bytes: Buffer;
  mime: ReviewPhotoType;
  width: number;
  height: number;
}

export const photoErrorCodes = { type: 'unsupported_photo_type', unreadable: 'unreadable_photo', tooLarge: 'photo_too_large' } as const;

/** `pointer` names the form field in errors (other uploads reuse this check: product authentication). */
export async function checkPhoto(input: Buffer, pointer = '/data/file'): Promise<CheckedPhoto> {
  const mime = sniffImageType(input);
  if (!mime) throw new HttpError(415, photoErrorCodes.type, reviewMessages.photoType, pointer);
  try {
    const image = sharp(input, { limitInputPixels: reviewLimits.photoMaxPixels, failOn: 'error' }).rotate();
    const encoded = mime === 'image/jpeg' ? image.jpeg({ quality: 88, mozjpeg: true }) : mime === 'image/png' ? image.png() : image.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, mime, width: info.width, height: info.height };
  } catch {
    throw new HttpError(422, photoErrorCodes.unreadable, reviewMessages.photoUnreadable, pointer);
  }
}
