// Server-safe: query factories and the QueryClient maker work in Server Components too. The context
// provider and hooks live in './client' (the `@ornament/api-client/react/client` entry, 'use client').
export { catalogQueries, contentQueries, geoQueries, handbookQueries } from './queries';
export { createQueryClient, defaultGcTime, defaultStaleTime, makeQueryClient, shouldRetry } from './queryClient';
export { metaQueries, searchQueries } from './searchQueries';
export { reviewQueries } from './reviewQueries';
export { favoriteQueries } from './favoriteQueries';
export { authQueries } from './authQueries';
export { orderQueries } from './orderQueries';
export { communicationCentreArea, messagingQueries } from './messagingQueries';
