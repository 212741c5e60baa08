// The geo service's own calls (spec 1 §7 "GET geo fias lookup", "GET settlement lookup by IP"; spec 3
// §7 "GET geo fias with code"): a reference city by FIAS code or by GUID, and the city the caller's
// address suggests. Apart from `paths`, so pages that never call them do not carry them.
export const geoPaths = {
  /** ?code={fias_id}: the reference city with that FIAS id, else the main city of the region with it. */
  fias: '/api/serviceGeo/v1/fias/',
  city: (guid: string) => `/api/serviceGeo/v1/city/${encodeURIComponent(guid)}/`,
  /** The city the geo-IP table gives for the caller's address (never a VPN exit). */
  settlementByIp: '/api/serviceGeo/v1/settlement/by-ip/',
} as const;
