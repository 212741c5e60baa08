import { getTenant } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { footerColumns } from './navigation';

const hrefs = (country: 'RU' | 'KZ') => footerColumns(getTenant('main', country)).flatMap((column) => column.links.map((link) => link.href));

describe('main brand footer (issue 8)', () => {
  it('links the new pages on every edition', () => {
    for (const country of ['RU', 'KZ'] as const) {
      expect(hrefs(country)).toEqual(
        expect.arrayContaining(['/promotions/', '/page/landing/trade-in/', '/service/product-authentication/', '/delivery-terms/', '/work-holiday/', '/franchise/', '/sitemap/']),
      );
    }
  });

  it('keeps the gift card and installment to Russia, opens the shops map on the country host', () => {
    expect(hrefs('RU')).toEqual(expect.arrayContaining(['/gift-card/', '/pokupay/']));
    expect(hrefs('KZ')).not.toContain('/gift-card/');
    expect(hrefs('KZ')).toContain('/vacancies/');
    const shops = footerColumns(getTenant('main', 'KZ')).flatMap((c) => c.links).find((link) => link.label === 'Магазины');
    expect(shops).toMatchObject({ external: true });
    expect(shops?.href).toMatch(/shops-map\/$/);
  });
});
