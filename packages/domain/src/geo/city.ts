import type { CountryCode } from '../tenant/codes';

/**
 * One city of the reference data (spec 1 §3). GUIDs are lowercase; for Russia the city GUID is
 * its FIAS id. `timezone` is the 'UTC+3:00' form the offers service expects; Belarus gives none.
 */
export interface ReferenceCity {
  readonly guid: string;
  readonly fiasId: string;
  readonly regionGuid: string;
  readonly regionFiasId: string;
  readonly countryCode: CountryCode;
  readonly name: string;
  readonly regionName: string;
  readonly timezone: string | null;
  readonly lat: number;
  readonly lon: number;
  /** Rough head count, only used to rank search results. */
  readonly population: number;
}
