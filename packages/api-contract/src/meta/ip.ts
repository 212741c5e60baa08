import { z } from 'zod';

/**
 * GET /api/serviceMeta/v1/meta/ip/ with the X-Client-Timezone header (an IANA zone such as
 * 'Europe/Moscow'): the caller's address and whether it looks like a VPN (spec 1 §4 'Включён VPN').
 */
export const metaIpResponseSchema = z.object({
  ip_address: z.string(),
  is_vpn_connection: z.boolean(),
});
export type MetaIpResponse = z.infer<typeof metaIpResponseSchema>;
