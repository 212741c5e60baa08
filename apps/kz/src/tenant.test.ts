import { describe, expect, it } from 'vitest';
import { storefront } from './tenant';

describe('kz storefront config', () => {
  it('lists its own catalogue prefix among its sections', () => {
    expect(storefront.catalogSections).toContain(storefront.tenant.catalogPrefix);
    expect(storefront.catalogHref).toBe(`/${storefront.tenant.catalogPrefix}/`);
  });
});

describe('kz specifics', () => {
  it('prices in tenge and shows the Kazakhstan suffix and the Russian site link', () => {
    expect(storefront.tenant.currency).toBe('KZT');
    expect(storefront.tenant.wordmarkSuffix).toBe('Казахстан');
    expect(storefront.tenant.links.otherCountrySite?.label).toBe('Россия');
  });
});
