// The form's own checks before anything is sent: the same limits and texts as the API's, so the
// shopper reads one wording whichever side caught the mistake. The server checks again.
import { reviewLimits, reviewMessages, reviewPhotoTypes } from '@ornament/domain';

export interface ReviewDraft {
  rating: number | null;
  text: string;
  advantages: string;
  disadvantages: string;
}

/** The first problem of a draft, or null when it may be sent. */
export function draftProblem(draft: ReviewDraft): string | null {
  if (draft.rating === null || draft.rating < reviewLimits.ratingMin || draft.rating > reviewLimits.ratingMax) return reviewMessages.ratingRange;
  const text = draft.text.trim();
  if (text === '') return reviewMessages.textRequired;
  if (text.length < reviewLimits.textMinLength) return reviewMessages.textTooShort;
  if (text.length > reviewLimits.textMaxLength) return reviewMessages.textTooLong;
  if (draft.advantages.trim().length > reviewLimits.prosConsMaxLength || draft.disadvantages.trim().length > reviewLimits.prosConsMaxLength) {
    return reviewMessages.prosConsTooLong;
  }
  return null;
}

/**
 * A picked file's obvious problems (declared type, size, count). The content is checked by the
 * server, whose message is shown when a renamed file gets past this.
 */
export function photoProblem(file: Pick<File, 'type' | 'size'>, alreadyAttached: number): string | null {
  if (alreadyAttached >= reviewLimits.photosPerReview) return reviewMessages.tooManyPhotos;
  if (!(reviewPhotoTypes as readonly string[]).includes(file.type)) return reviewMessages.photoType;
  if (file.size > reviewLimits.photoMaxBytes) return reviewMessages.photoTooLarge;
  return null;
}

/** The `accept` attribute of the photo input. */
export const photoAccept = reviewPhotoTypes.join(',');
