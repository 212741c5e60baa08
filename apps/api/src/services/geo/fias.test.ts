import { cities, cityByGuid } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { cityByFiasCode } from './fias';

describe('cityByFiasCode', () => {
  it('S1.7.16: finds a city by its own FIAS id, in any letter case', () => {
    const astana = cities.find((city) => city.name === 'Астана');
    expect(astana && astana.fiasId !== astana.guid).toBe(true);
    expect(cityByFiasCode(astana?.fiasId.toUpperCase() ?? '')?.guid).toBe(astana?.guid);
  });

  it('S1.7.16: answers a region code with the biggest city of that region', () => {
    const novosibirsk = cityByGuid('b07c9de0-d370-5ff9-8964-7eb25eaf026b');
    expect(cityByFiasCode(novosibirsk?.regionFiasId ?? '')?.name).toBe('Новосибирск');
    expect(cityByFiasCode('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });
});
