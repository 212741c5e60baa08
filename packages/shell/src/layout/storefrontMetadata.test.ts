import { getTenant } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { storefrontMetadata } from './StorefrontLayout';

describe('storefrontMetadata', () => {
  it('resolves the pages’ relative canonical links against the edition’s own host', () => {
    const kz = getTenant('main', 'KZ');
    const metadata = storefrontMetadata(kz, 'ювелирный интернет-магазин', 'Описание');
    const base = String(metadata.metadataBase);
    expect(base).toBe(`https://${kz.host}/`);
    expect(new URL('/jewelry-catalog/', base).href).toBe('https://ornament.kz/jewelry-catalog/');
    expect(metadata.title).toEqual({ default: 'Орнамент — ювелирный интернет-магазин', template: '%s | Орнамент' });
  });
});
