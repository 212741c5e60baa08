export {
  citySchema,
  cityByNameQuerySchema,
  citiesResponseSchema,
  setRegionBodySchema,
  cityResponseSchema,
  locationCheckResponseSchema,
  timeResponseSchema,
  type City,
  type LocationCheck,
} from './city';
