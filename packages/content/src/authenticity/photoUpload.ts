// The complaint's photo fields: a file over the limit is refused before it is sent (the server
// checks again, by content); the server's message is shown otherwise.
import { firstErrorDetail } from '@ornament/api-client';
import { authenticityLimits, authenticityMessages as m } from '@ornament/domain';

export const photoAccept = 'image/jpeg,image/png,image/webp';

/** The message for a file that must not be sent, or null. */
export function photoPrecheck(file: { size: number }): string | null {
  return file.size > authenticityLimits.photoMaxBytes ? m.photoTooLarge : null;
}

export function uploadErrorMessage(error: unknown): string {
  return firstErrorDetail(error) ?? m.requestError;
}
