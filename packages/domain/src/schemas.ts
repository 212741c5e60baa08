// Runtime validators of the domain's records, kept out of the main entry so browser bundles that
// only format prices or read limits never carry zod.
export { tenantIdSchema, tenantSchema } from './tenant/tenantSchema';
