import { imageSearchLimits } from '@ornament/api-contract/http';
import { photoSearchMessages } from './photoSearchMessages';

export { photoSearchMessages };

/** A quick check before uploading; the API checks the content again. Null when the file may go. */
export function photoProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > imageSearchLimits.maxBytes) return photoSearchMessages.tooLarge;
  if (file.type !== '' && !(imageSearchLimits.types as readonly string[]).includes(file.type)) return photoSearchMessages.notImage;
  return null;
}

/** The storefront page of a finished photo search (spec 1 §2). */
export function photoResultsPath(id: string): string {
  return `/products-search/image?id=${encodeURIComponent(id)}`;
}
