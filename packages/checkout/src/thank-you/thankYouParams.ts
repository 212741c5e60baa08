// The thank-you page's query (spec 3 §3 "Thank-you state"): masterOrderId always, orderId when the
// payment provider names one order. Anything but a positive database id is ignored.
export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function positiveId(value: string | string[] | undefined): number | null {
  const text = first(value);
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export interface ThankYouQuery {
  masterOrderId: number | null;
  orderId: number | null;
}

export function thankYouQuery(params: SearchParams): ThankYouQuery {
  return { masterOrderId: positiveId(params.masterOrderId), orderId: positiveId(params.orderId) };
}

/** The order's page in the account. */
export const accountOrderPath = (id: number) => `/personal/orders/${id}/`;
