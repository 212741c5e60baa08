// Service prefixes of the commerce API (spec 1 §7: the host is chosen per service by path prefix).
// Each service can be deployed alone behind the same ingress; the client maps a service to a base URL.
export const services = {
  catalog: '/api/serviceCatalog',
  offer: '/api/serviceOffer',
  atelier: '/api/serviceAtelier',
  messaging: '/api/serviceMsg',
  geo: '/api/serviceGeo',
  meta: '/api/serviceMeta',
  common: '/api/common',
  main: '/api/sklv',
} as const;
export type ServiceId = keyof typeof services;

/** Which service a path belongs to; the main service is the fallback for every /api path. */
export function serviceOfPath(path: string): ServiceId {
  for (const [id, prefix] of Object.entries(services) as [ServiceId, string][]) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return id;
  }
  return 'main';
}
