// Spec 3 §5 "Other rules": profile form errors arrive as a list; each error's source pointer ends in
// the field's name and its detail is the message shown under that field.
import type { ApiError } from '@ornament/api-contract';

/** '/data/attributes/email' → 'email'; a missing or bare pointer names no field. */
export function fieldOfPointer(pointer: string | undefined): string | null {
  const last = pointer?.split('/').pop();
  return last ? last : null;
}

export interface MappedErrors {
  /** Field name → its first message. */
  fields: Record<string, string>;
  /** Errors naming no field the form shows, to show above the form. */
  general: string[];
}

export function mapFieldErrors(errors: readonly ApiError[], formFields: readonly string[]): MappedErrors {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const field = fieldOfPointer(error.source?.pointer);
    if (field && formFields.includes(field)) fields[field] ??= error.detail;
    else general.push(error.detail);
  }
  return { fields, general };
}
