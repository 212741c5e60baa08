// What live production requires to start, in the order its refusal names them. The rule that applies
// it is profile.ts's startupProblems; the list stands alone, without imports, so that the
// production-like stack (tooling/scripts/stack/stack.mjs, through tsx) and the live check generate
// the same secrets the API asks for.

export const productionRequirements = [
  ['DATABASE_URL', 'the PostgreSQL database; the embedded one is for the demo and tests'],
  ['AUTH_CODE_SECRET', 'the login codes’ HMAC key, one value for every replica'],
  ['LINK_SIGNING_SECRET', 'signs the links that act without a login'],
  ['QR_SIGNING_SECRET', 'signs the in-store QR code'],
  ['LIVE_TOKEN_SECRET', 'signs the live channel’s socket tokens'],
  ['CATALOG_ADMIN_TOKEN', 'the catalogue operator’s bearer, for product:update'],
  ['MESSAGING_ADMIN_TOKEN', 'the messaging operator’s bearer, for msg:send'],
  ['FORM_REQUESTS_ADMIN_TOKEN', 'staff’s bearer for the form requests'],
  ['RETURNS_ADMIN_TOKEN', 'the returns operator’s bearer, for return:advance and return:transfer-paid'],
  ['ALLOWED_ORIGINS', 'the storefronts’ origins, the only pages that may write'],
] as const;

type Requirement = (typeof productionRequirements)[number][0];
export type ProductionSecret = Exclude<Requirement, 'DATABASE_URL' | 'ALLOWED_ORIGINS'>;

/** The requirements that are secrets and operator tokens: random values of each deployment's own (the database and the origins name places). */
export const productionSecrets = productionRequirements
  .map(([name]) => name)
  .filter((name): name is ProductionSecret => name !== 'DATABASE_URL' && name !== 'ALLOWED_ORIGINS');
