import { getTenant } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { shopsMapUrl } from './shopsMap';

describe('shopsMapUrl', () => {
  const ru = getTenant('main', 'RU');
  it('uses the visitor’s country host on the main brand', () => {
    expect(shopsMapUrl(ru, 'KZ')).toBe('https://ornament.kz/shops-map/');
    expect(shopsMapUrl(getTenant('main', 'KZ'), 'RU')).toBe(`https://${ru.host}/shops-map/`);
  });
  it('falls back to the storefront’s host for an unknown or missing country', () => {
    expect(shopsMapUrl(ru)).toBe(`https://${ru.host}/shops-map/`);
    expect(shopsMapUrl(ru, 'XX')).toBe(`https://${ru.host}/shops-map/`);
  });
  it('keeps the diamond brand on its own host', () => {
    expect(shopsMapUrl(getTenant('diamant', 'RU'), 'KZ')).toBe('https://diamant-jewelry.ru/shops-map/');
  });
});
