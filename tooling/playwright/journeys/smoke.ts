import { expect, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';

// The storefront against a freshly seeded API: real products, prices in its own currency.
export function smokeJourney(profile: StorefrontProfile): void {
  const { wordmark, catalogPath, currency, otherCurrency } = profile;

  test('the home page shows the brand and products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: wordmark, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const newItems = page.getByRole('list', { name: 'Новинки' });
    await expect(newItems.getByRole('article').first()).toBeVisible();
    await expect(newItems.getByRole('article').first()).toContainText(currency);
    // A category tile is some 200 px wide: its srcset gives it the API's smaller picture, as a card's does.
    const tile = page.getByRole('region', { name: 'Категории' }).getByRole('listitem').first().locator('img');
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ''))).toMatch(/\.webp\?w=360$/);
  });

  test('the catalogue lists products with a count, prices, pictures and pages', async ({ page }) => {
    await page.goto(catalogPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d[\d\s\u202f]*\s?товар(а|ов)?$/)).toBeVisible();

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(10);
    await expect(cards.first()).toContainText(currency);
    await expect(page.getByRole('main')).not.toContainText(otherCurrency);

    // The card's picture is decorative (its name names the link), so it has no img role.
    const picture = cards.first().locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    // A card is at most 288 px wide: its srcset gives it the API's smaller picture, not the full 600 px.
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp\?w=360$/);

    await page.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first()).toBeVisible();
  });

  test('without the web fonts, text is set in their metric-matched stand-ins, not the default serif', async ({ page }) => {
    // next/font's stand-in named only local("Arial"), which Linux and Android lack: it failed to load, text
    // painted in the default serif and jumped when Inter came (the catalogue moved: CLS 0.25).
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(catalogPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.endsWith('Fallback')).map((face) => `${face.family}: ${face.status}`);
    });
    expect(faces).toEqual(expect.arrayContaining(['Inter Fallback: loaded', 'Inter Strong Fallback: loaded']));
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/Fallback", (sans-)?serif$/);
  });

  test('an unknown catalogue path shows the 404 page', async ({ page }) => {
    const response = await page.goto(`${catalogPath}no-such-category-zzz/`);
    expect(response?.status()).toBe(404);
    // Issue 18: a 404 is cached only briefly, by Next (tagged like the page) and by the caches in front.
    expect(response?.headers()['cache-control']).toMatch(/^public, s-maxage=10\b/);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();

    const otherSection = await page.goto('/no-such-section/');
    expect(otherSection?.status()).toBe(404);
  });

  test('every page carries the security headers', async ({ page }) => {
    for (const path of ['/', catalogPath]) {
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  test('issue 19 finding 13: cached pages run only the inline scripts whose hashes they carry, and hydrate', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The basket's shell has a script of its own, run before the first paint (a guest's empty basket).
    for (const path of ['/', catalogPath, '/basket/']) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const scriptSources = /script-src([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSources, policy).not.toContain('unsafe-inline');
      expect(scriptSources).not.toContain('inline-script-hashes');
      const html = (await response?.text()) ?? '';
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const body of inline) {
        const digest = await page.evaluate(async (text) => {
          const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
          return btoa(String.fromCharCode(...bytes));
        }, body);
        expect(scriptSources).toContain(`'sha256-${digest}'`);
      }
      // Next's inline bootstrap ran under the policy: the page is interactive.
      await page.waitForFunction(() => 'next' in window);
    }
    expect(refused).toEqual([]);
  });

  test('personal pages allow only the scripts carrying their own nonce', async ({ page }) => {
    const response = await page.goto('/personal/favorites/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = (await response?.text()) ?? '';
    const scriptNonces = new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...scriptNonces]).toEqual([nonce]);
    // Next's own scripts still run under the policy: the page hydrates.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => 'next' in window);
    const second = await page.request.get('/personal/favorites/');
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });
}
