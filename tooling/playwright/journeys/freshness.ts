import { expect, type Locator, type Page, test } from '@playwright/test';
import { productUpdate } from '../fixtures/catalogOperator';
import type { StorefrontProfile } from '../profile';

// Freshness (issue 18): a price an operator changes with product:update is on the product page and in
// the catalogue listing within 10 seconds of the command, whatever the storefront and the API cache.
const digits = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/** The listing card of the product whose page is `href`. */
function cardOf(page: Page, href: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) }).first();
}

export function freshnessJourneys(profile: StorefrontProfile): void {
  test('a price changed with product:update shows on the product page and in the listing within 10 s', async ({ page }) => {
    await page.goto(profile.catalogPath);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The last card of the first page: the journeys that fill a basket take the first ones.
    const href = (await cards.last().locator('a[href*="/product/"]').first().getAttribute('href')) ?? '';
    const article = decodeURIComponent(/\/product\/([^/]+)\//.exec(href)?.[1] ?? '');
    expect(article).not.toBe('');
    const price = 123_400 + Math.floor(Math.random() * 500) * 10;
    const sign = profile.name === 'kz' ? '₸' : '₽';

    await productUpdate(page, article, price, profile.name === 'kz' ? 'KZT' : 'RUB');
    const changedAt = Date.now();

    await expect(async () => {
      await page.goto(href);
      expect(digits((await page.getByRole('main').textContent()) ?? '')).toContain(`${price}${sign}`);
    }).toPass({ timeout: 10_000 });
    await expect(async () => {
      await page.goto(profile.catalogPath);
      expect(digits((await cardOf(page, href).textContent()) ?? '')).toContain(`${price}${sign}`);
    }).toPass({ timeout: Math.max(1_000, 10_000 - (Date.now() - changedAt)) });
  });
}
