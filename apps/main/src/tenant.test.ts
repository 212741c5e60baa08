import { describe, expect, it } from 'vitest';
import { storefront } from './tenant';

describe('main storefront config', () => {
  it('lists its own catalogue prefix among its sections', () => {
    expect(storefront.catalogSections).toContain(storefront.tenant.catalogPrefix);
    expect(storefront.catalogHref).toBe(`/${storefront.tenant.catalogPrefix}/`);
  });
});

describe('main specifics', () => {
  it('prices in roubles and leaves the diamond catalogue to its own site', () => {
    expect(storefront.tenant.currency).toBe('RUB');
    expect(storefront.catalogSections).not.toContain('diamant-jewelry-catalog');
  });
});
