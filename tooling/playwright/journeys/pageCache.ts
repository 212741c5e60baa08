import { expect, type Page, test } from '@playwright/test';
import { freshPhone, signInByPhone } from '../fixtures/auth';
import { addItems } from '../fixtures/basket';
import { startIsolatedStack } from '../fixtures/isolatedStack';
import { msgSend } from '../fixtures/messages';
import type { StorefrontProfile } from '../profile';

// The page cache (issue 18): public pages are rendered once and served to everyone, so they must hold
// nothing of the shopper whose visit had them rendered, and must outlive an API that stops answering.

const originOf = (page: Page) => new URL(test.info().project.use.baseURL ?? page.url()).origin;
const heartOf = (page: Page) => page.getByRole('group', { name: 'Действия с товаром' }).getByRole('button', { name: 'Избранное' });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

interface ListedProduct {
  article: string;
  stock: { in_stock: boolean };
}

async function firstListed(page: Page, origin: string, catalogPath: string): Promise<string> {
  const listing = await page.request.get(`${origin}/api/serviceCatalog/v2/catalog${catalogPath}`, { headers: { origin } });
  expect(listing.status()).toBe(200);
  const [first] = ((await listing.json()) as { data: ListedProduct[] }).data;
  expect(first, 'a product in the listing').toBeDefined();
  return first!.article;
}

export function pageCacheJourneys(profile: StorefrontProfile): void {
  test('a cached page holds nothing of the signed-in shopper who had it rendered; a guest sees none of it', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const origin = originOf(page);
    const phone = freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 6);
    const userId = await signInByPhone(page, phone);
    await addItems(page, profile.catalogPath, 2);
    const article = await firstListed(page, origin, profile.catalogPath);
    const favourite = await page.request.post(`${origin}/api/sklv/v4/profile/favorite/`, { headers: { origin }, data: { data: { type: 'favorite', attributes: { article } } } });
    expect(favourite.ok(), 'favourite added').toBe(true);
    const title = `Только для ${phone}: ${Date.now()}`;
    await msgSend(page, phone, title);

    // Shopper A asks first, with their cookies: whatever renders now renders for A's request.
    const productPath = `/product/${encodeURIComponent(article)}/`;
    const routes = ['/', profile.catalogPath, `${profile.catalogPath}?page=2`, productPath, '/products-search/text/text-kolco/', '/shops-map/', '/sitemap/', '/basket/'];
    for (const route of routes) {
      const response = await page.request.get(`${origin}${route}`);
      expect(response.status(), route).toBe(200);
      // Shareable by any cache in front, and served by it through an outage of ours.
      expect(response.headers()['cache-control'], route).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
      const html = await response.text();
      for (const personal of [title, userId, phone, phone.slice(1)]) expect(html, `${route} holds ${personal}`).not.toContain(personal);
    }

    // A's own page fills in A's parts in the browser: the heart, the basket count.
    await page.goto(productPath);
    await expect(heartOf(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(cartLink(page)).toHaveText(/2$/);

    // Guest B gets the same cached pages and sees none of A's parts.
    const guest = await browser.newContext({ baseURL: origin });
    const b = await guest.newPage();
    for (const route of routes) {
      const response = await b.request.get(`${origin}${route}`);
      expect(response.headers()['x-nextjs-cache'], `${route} served from the cache`).toMatch(/HIT|STALE/);
      // A first visit's answer sets no cookie, so a shared cache in front (a CDN, the balancer) may keep it.
      expect(response.headers()['set-cookie'], `${route} sets no cookie`).toBeUndefined();
    }
    await b.goto(productPath);
    await expect(heartOf(b)).toBeEnabled();
    await expect(heartOf(b)).toHaveAttribute('aria-pressed', 'false');
    await expect(cartLink(b)).not.toHaveText(/\d$/);
    await expect(b.getByText(title)).toHaveCount(0);
    // The basket's shell is the one A's visit rendered; the basket in it is B's own, and empty.
    await b.goto('/basket/');
    await expect(b.getByRole('heading', { name: 'В корзине пока пусто' })).toBeVisible();
    await guest.close();
  });

  test('with the API stopped, catalogue and product pages still load from the cache and recover when it is back', async ({ page }) => {
    test.setTimeout(120_000);
    const stack = await startIsolatedStack(profile.name, originOf(page));
    try {
      const article = await firstListed(page, stack.origin, profile.catalogPath);
      const productPath = `/product/${encodeURIComponent(article)}/`;
      for (const route of [profile.catalogPath, productPath]) {
        await page.goto(`${stack.origin}${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }

      await stack.stopApi();
      for (const route of [profile.catalogPath, productPath]) {
        const response = await page.goto(`${stack.origin}${route}`);
        expect(response?.status(), `${route} with the API down`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // Personal parts fall back quietly: the heart stays a plain button, no error covers the page.
      await expect(heartOf(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      await stack.startApi();
      await page.goto(`${stack.origin}${productPath}`);
      await expect(heartOf(page)).toBeEnabled();
      const listing = await page.request.get(`${stack.origin}/api/serviceCatalog/v2/catalog${profile.catalogPath}`, { headers: { origin: stack.origin } });
      expect(listing.status(), 'the API answers through the storefront again').toBe(200);
    } finally {
      await stack.close();
    }
  });
}
