import { describe, expect, it } from 'vitest';
import { storefront } from './tenant';

describe('diamant storefront config', () => {
  it('lists its own catalogue prefix among its sections', () => {
    expect(storefront.catalogSections).toContain(storefront.tenant.catalogPrefix);
    expect(storefront.catalogHref).toBe(`/${storefront.tenant.catalogPrefix}/`);
  });
});

describe('diamant specifics', () => {
  it('lists the diamond catalogue only, in roubles, one step sparser', () => {
    expect(storefront.catalogSections).not.toContain('jewelry-catalog');
    expect(storefront.tenant.currency).toBe('RUB');
    expect(storefront.gridDensity).toBe('sparse');
  });
});
