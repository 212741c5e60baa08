import { z } from 'zod';
import { brandIds, countryCodes, currencyCodes, sourceIds } from './codes';

const phoneSchema = z.object({ display: z.string().min(1), tel: z.string().regex(/^\+?\d{10,15}$/) });
const pathSchema = z.string().regex(/^\/(?:[\w-]+\/)*$/);

export const tenantIdSchema = z.templateLiteral([z.enum(brandIds), '-', z.enum(countryCodes)]);
export type TenantId = z.infer<typeof tenantIdSchema>;

/** Market configuration of one storefront edition (brand × country); the visual theme lives in ui-kit. */
export const tenantSchema = z.object({
  id: tenantIdSchema,
  brand: z.enum(brandIds),
  country: z.enum(countryCodes),
  source: z.enum(sourceIds),
  /** The `site` request header value. */
  siteCode: z.string().regex(/^[a-z]+_[a-z]{2}$/),
  shopName: z.string().min(1),
  wordmark: z.string().regex(/^[A-Z]+$/),
  /** Shown beside the wordmark: 'Казахстан' on the KZ host (BRANDS.md). */
  wordmarkSuffix: z.string().min(1).nullable(),
  currency: z.enum(currencyCodes),
  phone: phoneSchema,
  host: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
  catalogPrefix: z.string().regex(/^[a-z-]+$/),
  deliveryTermsPath: pathSchema,
  /** Selects the payment-info text variant: RU 0, KZ 1, other 2, diamond brand 3 (spec 2 §9, spec 3 §9). */
  brandIndex: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  timezone: z.string().regex(/^UTC[+-]\d{1,2}:\d{2}$/),
  defaultCityGuid: z.uuid().refine((s) => s === s.toLowerCase(), 'GUIDs are lowercase'),
  /** Countries the city search covers (spec 1 §5). */
  cityCountries: z.array(z.enum(countryCodes)).min(1),
  links: z.object({
    giftCard: z.boolean(),
    splitPayment: z.boolean(),
    otherCountrySite: z.object({ label: z.string().min(1), url: z.url() }).nullable(),
    journal: z.boolean(),
    atelier: z.boolean(),
    partnerCabinet: z.boolean(),
    /** Spec 1 §2: an own /vacancies/ page for the second brand or Kazakhstan, else an external jobs site. */
    vacancies: z.object({ url: z.string().min(1), external: z.boolean() }),
  }),
});
export type Tenant = z.infer<typeof tenantSchema>;
export type TenantLinks = Tenant['links'];
