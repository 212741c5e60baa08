// The fill-profile record (spec 3 §3): which of these fields are still empty, and the bonus for filling them.
export const fillProfileFields = ['name', 'surname', 'email', 'birthday', 'gender'] as const;
export type FillProfileField = (typeof fillProfileFields)[number];

export type FillProfileInput = Partial<Record<FillProfileField, string | null>>;

export function missingProfileFields(profile: FillProfileInput): FillProfileField[] {
  return fillProfileFields.filter((field) => (profile[field] ?? '').trim() === '');
}
