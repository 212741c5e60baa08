// The hint flow's form (spec 3 §3 fill-profile record, §4): the fields the record still lists, sent
// as the registration patch of user/{id}/. Pure parts, tested beside.
import type { FillProfileResponse, UserPatchBody } from '@ornament/api-contract';

export type FillField = FillProfileResponse['data']['attributes']['fields'][number];
export type FillValues = Partial<Record<FillField, string>>;

/** Only what the shopper filled in: an empty field is left for later, not cleared. */
export function registrationPatch(id: string, values: FillValues): UserPatchBody {
  const attributes: UserPatchBody['data']['attributes'] = {};
  for (const [field, raw] of Object.entries(values) as [FillField, string | undefined][]) {
    const value = raw?.trim();
    if (!value) continue;
    if (field === 'gender') {
      if (value === 'male' || value === 'female') attributes.gender = value;
    } else {
      attributes[field] = value;
    }
  }
  return { data: { id, type: 'user', attributes } };
}
