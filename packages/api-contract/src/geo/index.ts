export {
  citySchema,
  cityByNameQuerySchema,
  citiesResponseSchema,
  setRegionBodySchema,
  cityResponseSchema,
  fiasQuerySchema,
  cityGuidParamsSchema,
  locationCheckResponseSchema,
  timeResponseSchema,
  type City,
  type LocationCheck,
} from './city';
export { geoPaths } from './paths';
