// Spec 2 §3 "Franchise state": successMessage, errorMessage, loading — also used by the atelier and
// corporate forms. Field errors come from the server's pointers; what the shopper typed is never
// part of this state, so a failed send keeps it.
import { errorsByPointer, firstErrorDetail } from '@ornament/api-client';

export interface SubmitState {
  successMessage: string | null;
  errorMessage: string | null;
  loading: boolean;
  fieldErrors: Record<string, string>;
}

export const idleSubmit: SubmitState = { successMessage: null, errorMessage: null, loading: false, fieldErrors: {} };

export type SubmitEvent = { type: 'send' } | { type: 'sent'; message: string } | { type: 'failed'; error: unknown };

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'send':
      return { successMessage: null, errorMessage: null, loading: true, fieldErrors: {} };
    case 'sent':
      return { successMessage: event.message, errorMessage: null, loading: false, fieldErrors: {} };
    case 'failed': {
      const fieldErrors = errorsByPointer(event.error);
      // Spec 2 §8: the server's message is kept.
      return { successMessage: null, errorMessage: firstErrorDetail(event.error) ?? '', loading: false, fieldErrors };
    }
  }
}
