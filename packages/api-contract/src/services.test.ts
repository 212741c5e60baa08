import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { serviceOfPath, services } from './services';

describe('serviceOfPath', () => {
  it('maps each service prefix to its service', () => {
    for (const [id, prefix] of Object.entries(services)) {
      expect(serviceOfPath(`${prefix}/anything/`)).toBe(id);
    }
  });

  it('needs a whole path segment, so a longer word is not a prefix match', () => {
    expect(serviceOfPath('/api/serviceCatalogue/v2/')).toBe('main');
  });

  it('sends the spec paths to the services that own them', () => {
    expect(serviceOfPath(paths.catalog)).toBe('catalog');
    expect(serviceOfPath(paths.cityByName)).toBe('common');
    expect(serviceOfPath(paths.deliveryInfo)).toBe('main');
  });
});

describe('paths', () => {
  it('encodes path parameters so a value cannot reach another route', () => {
    expect(paths.product('a/../b')).toBe('/api/serviceCatalog/v2/products/a%2F..%2Fb/');
    expect(paths.productSizes('12 34')).toBe('/api/serviceCatalog/v2/products/sizes/12%2034/');
  });
});
